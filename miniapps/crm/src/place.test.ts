import { describe, expect, it } from 'vitest';
import { placeQuery } from './place';

describe('the finder reads its place field', () => {
  it('as a postal code when it starts with a digit, else as a town', () => {
    expect(placeQuery(' 80331 ')).toEqual({ postalCode: '80331' });
    expect(placeQuery('110  00')).toEqual({ postalCode: '110 00' });
    expect(placeQuery('Frankfurt am Main')).toEqual({ city: 'Frankfurt am Main' });
    expect(placeQuery('St. Gallen')).toEqual({ city: 'St. Gallen' });
  });

  it('as nothing when empty, so the position or the country decides', () => {
    expect(placeQuery('   ')).toEqual({});
  });
});
