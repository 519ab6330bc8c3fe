// A place picked from the Maps suggestions, in the terms the screens use.
export interface ChosenPlace {
  /** The place's own name ("Chaos War Gaming House"). */
  name: string;
  /** Its full address, or the name when Maps has none. */
  address: string;
  /** The place's Google Maps page, when Maps gave one. */
  url: string | null;
}
