import { describe, expect, it } from 'vitest';
import { numberEntry, withChoice } from './configuratorNumber';

describe('a length field of the configurator, read when the user leaves it', () => {
  it.each([
    ['1000', 50, false, { kind: 'value', value: '1000' }],
    ['01000', 50, false, { kind: 'value', value: '1000' }],
    // Cleared: no length, not the length before.
    ['', 50, false, { kind: 'empty' }],
    ['   ', 50, false, { kind: 'empty' }],
    // Off the grid, not whole, not positive.
    ['1234', 50, false, { kind: 'invalid' }],
    ['1000.5', 50, false, { kind: 'invalid' }],
    ['-100', 50, false, { kind: 'invalid' }],
    ['0', 50, false, { kind: 'invalid' }],
    // Text the browser cannot read as a number shows as an empty value, but is refused, not empty.
    ['', 50, true, { kind: 'invalid' }],
  ] as const)('%j (grid %d, unreadable %s) is %j', (text, increment, badInput, expected) => {
    expect(numberEntry(text, increment, badInput)).toEqual(expected);
  });
});

describe('what the configurator sends after a length field is left', () => {
  const before = { HEIGHT: '600', LENGTH: '1000' };
  const after = (text: string) => {
    const entry = numberEntry(text, 50);
    return withChoice(before, 'LENGTH', entry.kind === 'value' ? entry.value : undefined);
  };

  it('a cleared length is sent as no length, so the configuration is not priced with the one before', () => {
    expect(after('')).toEqual({ HEIGHT: '600' });
  });

  it('a refused length is no length either; a valid one replaces the one before', () => {
    expect(after('1234')).toEqual({ HEIGHT: '600' });
    expect(after('1500')).toEqual({ HEIGHT: '600', LENGTH: '1500' });
  });

  it('leaves the choices as they are when nothing changes, so nothing is asked again', () => {
    expect(after('1000')).toBe(before);
    const none = { HEIGHT: '600' };
    expect(withChoice(none, 'LENGTH', undefined)).toBe(none);
  });
});
