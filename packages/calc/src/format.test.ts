import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('writes a small negative that rounds to nothing as 0, never "-0" (a dry coil\'s latent output of -1e-13 W)', () => {
    expect(formatNumber(-1e-13, 'de')).toBe('0');
    expect(formatNumber(-0.004, 'de', 2)).toBe('0,00');
    expect(formatNumber(-0, 'en', 1)).toBe('0.0');
  });

  it('keeps the sign of a negative that does not round to nothing', () => {
    expect(formatNumber(-3.2, 'de', 1)).toBe('-3,2');
    expect(formatNumber(-12, 'fr')).toBe('-12');
  });
});
