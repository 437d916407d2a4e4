import { describe, expect, it } from 'vitest';
import type { ConfigModel } from '../../erp/configurator-model';
import { ConfigInputError, evaluate } from './engine';

/** A small tubular radiator: height, length depending on height, colour (chrome only up to 3 columns), connection and valve. */
const MODEL: ConfigModel = {
  kmat: 'KMAT-T',
  productGroup: 'RAD',
  materialText: 'Testradiator',
  currency: 'EUR',
  steps: [
    { step: 1, name: 'Abmessungen' },
    { step: 2, name: 'Anschluss' },
  ],
  characteristics: [
    {
      key: 'HEIGHT',
      name: 'Bauhöhe',
      step: 1,
      type: 'choice',
      unit: 'mm',
      hasInfo: true,
      values: [
        { key: '600', name: '600 mm' },
        { key: '1800', name: '1800 mm' },
      ],
      min: null,
      max: null,
      increment: null,
      defaultValue: null,
    },
    {
      key: 'LENGTH',
      name: 'Baulänge',
      step: 1,
      type: 'number',
      unit: 'mm',
      hasInfo: false,
      values: [],
      min: 200,
      max: 3000,
      increment: 50,
      defaultValue: null,
    },
    {
      key: 'CONNECTION',
      name: 'Anschluss',
      step: 2,
      type: 'choice',
      unit: null,
      hasInfo: false,
      values: [
        { key: 'R', name: 'Rechts' },
        { key: 'M', name: 'Mitte' },
      ],
      min: null,
      max: null,
      increment: null,
      defaultValue: 'R',
    },
    {
      key: 'VALVE',
      name: 'Ventil',
      step: 2,
      type: 'choice',
      unit: null,
      hasInfo: false,
      values: [
        { key: 'TRV', name: 'Thermostatventil' },
        { key: 'TRV_M', name: 'Ventilunterteil' },
      ],
      min: null,
      max: null,
      increment: null,
      defaultValue: 'TRV',
    },
  ],
  constraints: [
    {
      kind: 'range',
      characteristic: 'LENGTH',
      conditionCharacteristic: 'HEIGHT',
      conditionValues: ['1800'],
      min: 400,
      max: 1500,
    },
    {
      kind: 'requires',
      characteristic: 'VALVE',
      value: 'TRV',
      conditionCharacteristic: 'CONNECTION',
      conditionValues: ['R'],
    },
    {
      kind: 'requires',
      characteristic: 'VALVE',
      value: 'TRV_M',
      conditionCharacteristic: 'CONNECTION',
      conditionValues: ['M'],
    },
  ],
  prices: [
    {
      kind: 'base',
      characteristic: null,
      value: null,
      conditionCharacteristic: null,
      conditionValue: null,
      amount: 45,
    },
    {
      kind: 'per_unit',
      characteristic: 'LENGTH',
      value: null,
      conditionCharacteristic: 'HEIGHT',
      conditionValue: '600',
      amount: 0.12,
    },
    {
      kind: 'per_unit',
      characteristic: 'LENGTH',
      value: null,
      conditionCharacteristic: 'HEIGHT',
      conditionValue: '1800',
      amount: 0.32,
    },
    {
      kind: 'surcharge',
      characteristic: 'CONNECTION',
      value: 'M',
      conditionCharacteristic: null,
      conditionValue: null,
      amount: 25,
    },
    {
      kind: 'surcharge',
      characteristic: 'VALVE',
      value: 'TRV_M',
      conditionCharacteristic: null,
      conditionValue: null,
      amount: 42,
    },
  ],
};

const run = (choices: Record<string, string>, extra: Partial<Parameters<typeof evaluate>[0]> = {}) =>
  evaluate({
    model: MODEL,
    choices: new Map(Object.entries(choices)),
    language: 'de',
    customer: undefined,
    noPricing: false,
    ...extra,
  });
const characteristic = (response: ReturnType<typeof run>, key: string) =>
  response.sapCharacteristics.find((c) => c.characteristicKey === key)!;

describe('the configuration engine (docs/configurator.md)', () => {
  it('starts incomplete: defaults fill in, values without a default are missing, no price', () => {
    const r = run({});
    expect(r.returnCode).toBe('incomplete');
    expect(r.complete).toBe(false);
    expect(r.consistent).toBe(true);
    expect(characteristic(r, 'CONNECTION')).toMatchObject({ valueKey: 'R', source: 'default' });
    expect(characteristic(r, 'VALVE')).toMatchObject({ valueKey: 'TRV', source: 'default' });
    expect(characteristic(r, 'HEIGHT')).toMatchObject({ valueKey: null, source: null });
    expect(r.messages.filter((m) => m.code === 'required_missing').map((m) => m.characteristicKey)).toEqual([
      'HEIGHT',
      'LENGTH',
    ]);
    expect(r.price).toBeNull();
    expect(r.materialVariante).toBeNull();
  });

  it('a value is allowed only when the characteristic it depends on has a matching value, and says why not', () => {
    const right = characteristic(run({ CONNECTION: 'R' }), 'VALVE').values;
    expect(right.map((v) => [v.valueKey, v.allowed])).toEqual([
      ['TRV', true],
      ['TRV_M', false],
    ]);
    expect(right[1]!.reason).toBe('Nur mit Anschluss: Mitte');
    const middle = run({ CONNECTION: 'M' });
    expect(characteristic(middle, 'VALVE').values.map((v) => v.allowed)).toEqual([false, true]);
    // the default TRV is not allowed with a centre connection: no value in force, so incomplete
    expect(characteristic(middle, 'VALVE')).toMatchObject({ valueKey: null, conflict: null });
  });

  it('narrows a number range by an earlier choice', () => {
    expect(characteristic(run({ HEIGHT: '600' }), 'LENGTH').range).toEqual({ min: 200, max: 3000, increment: 50 });
    expect(characteristic(run({ HEIGHT: '1800' }), 'LENGTH').range).toEqual({ min: 400, max: 1500, increment: 50 });
  });

  it('a chosen value the other choices rule out is a conflict: inconsistent, no variant, no price, a message naming it', () => {
    const r = run({ HEIGHT: '1800', LENGTH: '2000', CONNECTION: 'R', VALVE: 'TRV_M' }, { language: 'en' });
    expect(r.returnCode).toBe('conflict');
    expect(r.consistent).toBe(false);
    expect(r.complete).toBe(false);
    expect(r.price).toBeNull();
    expect(r.materialVariante).toBeNull();
    expect(characteristic(r, 'LENGTH').conflict).toBe('Allowed from 400 to 1500 mm');
    expect(
      r.messages.filter((m) => m.code !== 'required_missing').map((m) => [m.msgNumber, m.characteristicKey]),
    ).toEqual([
      [102, 'LENGTH'],
      [101, 'VALVE'],
    ]);
  });

  it('complete: the variant key lists every value in order, and the list price adds base, per-unit and surcharges', () => {
    const r = run({ HEIGHT: '600', LENGTH: '1000', CONNECTION: 'M', VALVE: 'TRV_M' });
    expect(r.returnCode).toBe('complete');
    expect(r.materialVariante).toBe('KMAT-T-600-1000-M-TRV_M');
    // 45 + 0.12 × 1000 + 25 + 42
    expect(r.price).toEqual({ brutto: 232, netto: 232, currency: 'EUR', message: 'Listenpreis ohne Kundenrabatt' });
  });

  it('a per-unit price follows its condition: 1800 mm costs 0.32 per mm', () => {
    expect(run({ HEIGHT: '1800', LENGTH: '1000' }).price?.brutto).toBe(45 + 320);
  });

  it('a known customer gets their discount on the net price, rounded to the cent', () => {
    const r = run(
      { HEIGHT: '600', LENGTH: '1050' },
      { customer: { number: '100001', name: 'Haustechnik Müller GmbH', discountPercent: 32 } },
    );
    // 45 + 126 = 171; less 32 % = 116.28
    expect(r.price).toMatchObject({ brutto: 171, netto: 116.28 });
    expect(r.kundenNummer).toBe('100001');
    expect(r.messages.at(-1)).toMatchObject({ code: 'customer_price', msgNumber: 201 });
  });

  it('noPricing leaves the price out of a complete configuration', () => {
    expect(run({ HEIGHT: '600', LENGTH: '1000' }, { noPricing: true })).toMatchObject({ complete: true, price: null });
  });

  it.each([
    [{ WIDTH: '5' }, 'unknown_characteristic'],
    [{ HEIGHT: '700' }, 'unknown_value'],
    [{ LENGTH: '1025' }, 'unknown_value'],
    [{ LENGTH: '3050' }, 'unknown_value'],
    [{ LENGTH: '1e3' }, 'unknown_value'],
  ])('refuses %j as %s', (choices, code) => {
    expect(() => run(choices)).toThrow(ConfigInputError);
    try {
      run(choices);
    } catch (error) {
      expect((error as ConfigInputError).code).toBe(code);
    }
  });
});
