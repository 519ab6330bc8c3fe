/// <reference types="google.maps" />
// The keyed variant of AddressInput: Places Autocomplete on the same labelled input. Until the
// script is ready, and when it cannot load or the key is refused, the input stays plain text.
import { Autocomplete, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useState, useSyncExternalStore, type ComponentProps, type KeyboardEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import type { ChosenPlace } from './place.ts';

declare global {
  interface Window {
    /** Called by the Maps script when it refuses the key. */
    gm_authFailure?: () => void;
  }
}

const LIBRARIES: Libraries = ['places'];
/** Only what the screens use, which also keeps each lookup cheap. */
const PLACE_FIELDS = ['name', 'formatted_address', 'url'];

let keyRefused = false;
const keyRefusedListeners = new Set<() => void>();
window.gm_authFailure = () => {
  keyRefused = true;
  keyRefusedListeners.forEach((listener) => listener());
};

function subscribeKeyRefused(listener: () => void): () => void {
  keyRefusedListeners.add(listener);
  return () => keyRefusedListeners.delete(listener);
}

/** A refused key disables Google's widget; the input then falls back to plain text. */
function useKeyRefused(): boolean {
  return useSyncExternalStore(subscribeKeyRefused, () => keyRefused);
}

/** Enter picks a suggestion; it must not also submit the form. */
function keepEnterForSuggestions(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/** A place the member picked, or (Enter without a suggestion) only the typed text as its name. */
function chosenPlace(result: google.maps.places.PlaceResult, typed: string): ChosenPlace {
  const name = result.name?.trim() || typed.trim();
  return { name, address: result.formatted_address?.trim() || name, url: result.url ?? null };
}

interface PlacesInputProps {
  apiKey: string;
  field: ComponentProps<typeof TextField>;
  onPlaceChosen: (place: ChosenPlace) => void;
}

export default function PlacesInput({ apiKey, field, onPlaceChosen }: PlacesInputProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: apiKey,
    libraries: LIBRARIES,
    language: 'id',
    region: 'ID',
  });
  const keyRefused = useKeyRefused();
  const [autocomplete, setAutocomplete] = useState<google.maps.places.Autocomplete | null>(null);

  if (!isLoaded || loadError || keyRefused) return <TextField {...field} />;
  return (
    <Autocomplete
      fields={PLACE_FIELDS}
      onLoad={setAutocomplete}
      onPlaceChanged={() => {
        if (autocomplete) onPlaceChosen(chosenPlace(autocomplete.getPlace(), String(field.value ?? '')));
      }}
    >
      <TextField {...field} onKeyDown={keepEnterForSuggestions} />
    </Autocomplete>
  );
}
