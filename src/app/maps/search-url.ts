// A Google Maps link for a place typed by hand (no key, or no suggestion picked): a search for it.
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`;
}
