import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { configuratorData } from './seed';

describe('the configurator demo data', () => {
  const data = configuratorData();
  const order = new Map(data.characteristics.map((c) => [`${c.kmat}:${c.key}`, c.step * 100 + c.position]));
  const hasValue = (kmat: string, characteristic: string, value: string) =>
    data.values.some((v) => v.kmat === kmat && v.characteristic === characteristic && v.value === value);

  it('is the same on every call (no clock, no chance)', () => {
    expect(configuratorData()).toEqual(data);
    expect(data.groups.map((g) => g.key)).toEqual(['RAD', 'KON', 'HTW']);
    expect(data.kmats.map((k) => k.number)).toEqual(['KMAT-KRN', 'KMAT-KV', 'KMAT-UFK', 'KMAT-BHK']);
  });

  it('constraints depend only on characteristics asked before, and name values that exist', () => {
    for (const r of data.constraints) {
      const self = order.get(`${r.kmat}:${r.characteristic}`);
      const condition = order.get(`${r.kmat}:${r.conditionCharacteristic}`);
      expect(condition, JSON.stringify(r)).toBeLessThan(self!);
      for (const v of r.conditionValues)
        expect(hasValue(r.kmat, r.conditionCharacteristic, v), JSON.stringify(r)).toBe(true);
      if ('value' in r) expect(hasValue(r.kmat, r.characteristic, r.value), JSON.stringify(r)).toBe(true);
    }
  });

  it('defaults and surcharges name values that exist', () => {
    for (const c of data.characteristics.filter((x) => x.defaultValue !== null))
      expect(hasValue(c.kmat, c.key, c.defaultValue!), `${c.kmat}:${c.key}`).toBe(true);
    for (const p of data.prices)
      if ('value' in p) expect(hasValue(p.kmat, p.characteristic, p.value), JSON.stringify(p)).toBe(true);
  });

  it('every name and info text exists in all five languages', () => {
    const keys = new Set(data.texts.map((t) => `${t.objectKey}|${t.kind}`));
    for (const key of keys)
      for (const language of LOCALES) {
        const text = data.texts.find((t) => `${t.objectKey}|${t.kind}` === key && t.language === language);
        expect(text?.text.trim(), `${key} ${language}`).toBeTruthy();
      }
    for (const c of data.characteristics) expect(keys.has(`char:${c.kmat}:${c.key}|info`)).toBe(true);
  });
});
