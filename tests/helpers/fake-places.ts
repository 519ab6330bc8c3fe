// A stand-in for the Google Maps Places script in jsdom: the key is set, `window.google.maps`
// is present (so the loader does not fetch anything), and a test picks a suggestion by
// firing the autocomplete's place_changed with the place it chooses.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakePlace {
  name?: string;
  formatted_address?: string;
  url?: string;
}

type Listener = () => void;

class FakeAutocomplete {
  static instances: FakeAutocomplete[] = [];
  readonly listeners = new Map<string, Listener>();
  fields: string[] = [];
  place: FakePlace = {};

  constructor(readonly input: HTMLInputElement) {
    FakeAutocomplete.instances.push(this);
  }

  setFields(fields: string[]) {
    this.fields = fields;
  }

  getPlace(): FakePlace {
    return this.place;
  }
}

const fakeMaps = {
  version: 'fake',
  places: { Autocomplete: FakeAutocomplete },
  event: {
    addListener(instance: FakeAutocomplete, name: string, listener: Listener) {
      instance.listeners.set(name, listener);
      return { remove: () => instance.listeners.delete(name) };
    },
    removeListener(registered: { remove: () => void }) {
      registered.remove();
    },
  },
};

export function installFakePlaces(): void {
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
  // The loader finds the script already there and only says so.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  (window as unknown as { google: unknown }).google = { maps: fakeMaps };
}

/** The autocomplete attached to this input, if Places is active on it. */
export function autocompleteOn(input: HTMLElement): FakeAutocomplete | undefined {
  return FakeAutocomplete.instances.find((instance) => instance.input === input);
}

/** The member picks a suggestion: Maps writes its text into the input and reports the place. */
export function pickPlace(input: HTMLElement, place: FakePlace): void {
  const autocomplete = autocompleteOn(input);
  if (!autocomplete) throw new Error('No Places autocomplete on this input');
  autocomplete.place = place;
  act(() => {
    (input as HTMLInputElement).value = place.formatted_address ?? place.name ?? '';
    autocomplete.listeners.get('place_changed')?.();
  });
}
