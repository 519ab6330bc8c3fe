import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressInput } from '../../src/app/maps/AddressInput.tsx';
import type { ChosenPlace } from '../../src/app/maps/place.ts';
import { autocompleteOn, installFakePlaces, pickPlace } from '../helpers/fake-places.ts';

const user = userEvent.setup({ delay: null });
const LABEL = 'Alamat anda';

/** A form around the input, keeping its value as the screens do. */
function Form({ onPlaceChosen, onSubmit }: { onPlaceChosen?: (place: ChosenPlace) => void; onSubmit?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <AddressInput label={LABEL} value={value} onValueChange={setValue} onPlaceChosen={onPlaceChosen} error={null} />
    </form>
  );
}

const input = () => screen.getByLabelText(LABEL);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('address input without a Maps key', () => {
  it('is a labelled text input that keeps what is typed', async () => {
    render(<Form />);
    await user.type(input(), 'Jalan Pakerisan 2');
    expect(input()).toHaveValue('Jalan Pakerisan 2');
    expect(autocompleteOn(input())).toBeUndefined();
  });
});

describe('address input with a Maps key', () => {
  async function renderKeyed(props: Parameters<typeof Form>[0] = {}) {
    installFakePlaces();
    render(<Form {...props} />);
    await waitFor(() => expect(autocompleteOn(input())).toBeDefined());
  }

  it('asks Maps only for the name, address and page of a place', async () => {
    await renderKeyed();
    expect(autocompleteOn(input())?.fields).toEqual(['name', 'formatted_address', 'url']);
  });

  it('takes the address of a picked place as its value', async () => {
    await renderKeyed();
    pickPlace(input(), { name: 'Monas', formatted_address: 'Gambir, Jakarta Pusat', url: 'https://maps.google.com/?cid=1' });
    expect(input()).toHaveValue('Gambir, Jakarta Pusat');
  });

  it('reports a picked place with its name and Maps page', async () => {
    const chosen: ChosenPlace[] = [];
    await renderKeyed({ onPlaceChosen: (place) => chosen.push(place) });
    pickPlace(input(), { name: 'Monas', formatted_address: 'Gambir, Jakarta Pusat', url: 'https://maps.google.com/?cid=1' });
    expect(chosen).toEqual([{ name: 'Monas', address: 'Gambir, Jakarta Pusat', url: 'https://maps.google.com/?cid=1' }]);
  });

  it('reports text confirmed without a suggestion as a place without a page', async () => {
    const chosen: ChosenPlace[] = [];
    await renderKeyed({ onPlaceChosen: (place) => chosen.push(place) });
    await user.type(input(), 'Warung Bu Sri');
    pickPlace(input(), { name: 'Warung Bu Sri' });
    expect(chosen).toEqual([{ name: 'Warung Bu Sri', address: 'Warung Bu Sri', url: null }]);
  });

  it('lets Enter pick a suggestion without submitting the form', async () => {
    const onSubmit = vi.fn();
    await renderKeyed({ onSubmit });
    await user.type(input(), 'Monas{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // Last: a refused key stays refused for the rest of the page's life.
  it('falls back to plain text when Maps refuses the key', async () => {
    await renderKeyed();
    window.gm_authFailure?.();
    await waitFor(() => expect(autocompleteOn(input())).toBeUndefined());
    await user.type(input(), 'Jalan Merdeka 1');
    expect(input()).toHaveValue('Jalan Merdeka 1');
  });
});
