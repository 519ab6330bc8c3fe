import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from '../../src/app/maps/search-url.ts';

describe('mapsSearchUrl', () => {
  it('searches Maps for the typed place', () => {
    expect(mapsSearchUrl('Warung Bu Sri')).toBe('https://www.google.com/maps/search/?api=1&query=Warung%20Bu%20Sri');
  });

  it('encodes characters that mean something in a URL', () => {
    expect(mapsSearchUrl(' Jl. Merdeka #1 & 2/3 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Merdeka%20%231%20%26%202%2F3',
    );
  });
});
