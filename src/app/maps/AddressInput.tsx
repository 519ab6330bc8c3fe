import { lazy, Suspense, type ComponentProps } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { mapsApiKey } from './maps-key.ts';
import type { ChosenPlace } from './place.ts';

// The Maps script and its React bindings load only when a key is configured and a screen shows
// an address input, so the sign-up bundle stays small and nothing depends on Google without a key.
const PlacesInput = lazy(() => import('./PlacesInput.tsx'));

export type AddressInputProps = ComponentProps<typeof TextField> & {
  /** A picked suggestion; without this handler the place's address becomes the value. */
  onPlaceChosen?: (place: ChosenPlace) => void;
};

/** A labelled text input that suggests places through Maps when a key is configured. */
export function AddressInput({ onPlaceChosen, ...field }: AddressInputProps) {
  const apiKey = mapsApiKey();
  if (!apiKey) return <TextField {...field} />;
  const choose = onPlaceChosen ?? ((place: ChosenPlace) => field.onValueChange(place.address));
  return (
    <Suspense fallback={<TextField {...field} />}>
      <PlacesInput apiKey={apiKey} field={field} onPlaceChosen={choose} />
    </Suspense>
  );
}
