// The Maps key is given at build time; without it address and place inputs stay plain text.
export function mapsApiKey(): string | null {
  const key: unknown = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}
