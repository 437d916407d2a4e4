import {
  CONFIG_MESSAGES,
  type ConfigCharacteristic,
  type ConfigMessage,
  type ConfigMessageCode,
  type ConfigPrice,
  type Locale,
  type SapConfigResponse,
} from '@portal/contracts';
import type { ConfigModel, CustomerPricing } from '../../erp/configurator-model';
import { CONFIG_TEXTS } from './messages';

/** A request naming a characteristic or value the KMAT does not have (400 with this code). */
export class ConfigInputError extends Error {
  constructor(
    readonly code: 'unknown_characteristic' | 'unknown_value',
    readonly characteristicKey: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Evaluation {
  readonly model: ConfigModel;
  /** Characteristic key → value key, as the user chose them. */
  readonly choices: ReadonlyMap<string, string>;
  readonly language: Locale;
  /** The customer whose terms apply, if known. */
  readonly customer: CustomerPricing | undefined;
  readonly noPricing: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Refuses what the KMAT does not know: a characteristic, a listed value, a number off its grid or widest range. */
export function checkChoices(model: ConfigModel, choices: ReadonlyMap<string, string>): void {
  for (const [key, value] of choices) {
    const characteristic = model.characteristics.find((c) => c.key === key);
    if (!characteristic)
      throw new ConfigInputError('unknown_characteristic', key, `${model.kmat} has no characteristic ${key}`);
    if (characteristic.type === 'choice') {
      if (!characteristic.values.some((v) => v.key === value))
        throw new ConfigInputError('unknown_value', key, `${key} has no value ${value}`);
      continue;
    }
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    const min = characteristic.min ?? 0;
    const max = characteristic.max ?? 0;
    const increment = characteristic.increment ?? 1;
    if (!(number >= min && number <= max) || (number - min) % increment !== 0)
      throw new ConfigInputError(
        'unknown_value',
        key,
        `${key} takes whole numbers from ${min} to ${max} in steps of ${increment}`,
      );
  }
}

/**
 * Evaluates a configuration from scratch (the client's state is never trusted): walks the
 * characteristics in order, works out for each which values (or which range) the earlier values
 * allow, takes the user's value or else the default when allowed, and marks a user's value that
 * is not allowed as a conflict. Complete when every characteristic has a value and none conflicts;
 * then the variant key and the price.
 */
export function evaluate({ model, choices, language, customer, noPricing }: Evaluation): SapConfigResponse {
  checkChoices(model, choices);
  const texts = CONFIG_TEXTS[language];
  const inForce = new Map<string, string>();
  const nameOf = (key: string) => model.characteristics.find((c) => c.key === key)?.name ?? key;
  const valueName = (key: string, value: string) => {
    const c = model.characteristics.find((x) => x.key === key);
    return c?.values.find((v) => v.key === value)?.name ?? (c?.unit ? `${value} ${c.unit}` : value);
  };
  const holds = (conditionCharacteristic: string, values: readonly string[]) => {
    const current = inForce.get(conditionCharacteristic);
    return current !== undefined && values.includes(current);
  };
  const messages: ConfigMessage[] = [];
  const message = (code: ConfigMessageCode, characteristicKey: string | null, text: string) =>
    messages.push({ msgNumber: CONFIG_MESSAGES[code], code, characteristicKey, message: text });

  const characteristics: ConfigCharacteristic[] = model.characteristics.map((c) => {
    const chosen = choices.get(c.key);
    let values: ConfigCharacteristic['values'] = [];
    let range: ConfigCharacteristic['range'] = null;
    let reasonFor: (value: string) => string | null;
    if (c.type === 'choice') {
      const rules = model.constraints.filter((r) => r.kind === 'requires' && r.characteristic === c.key);
      reasonFor = (value) => {
        const broken = rules.find(
          (r) => r.kind === 'requires' && r.value === value && !holds(r.conditionCharacteristic, r.conditionValues),
        );
        return broken
          ? texts.onlyWith(
              nameOf(broken.conditionCharacteristic),
              broken.conditionValues.map((v) => valueName(broken.conditionCharacteristic, v)).join(', '),
            )
          : null;
      };
      values = c.values.map((v) => {
        const reason = reasonFor(v.key);
        return { valueKey: v.key, name: v.name, allowed: reason === null, reason };
      });
    } else {
      let min = c.min ?? 0;
      let max = c.max ?? 0;
      for (const r of model.constraints) {
        if (r.kind !== 'range' || r.characteristic !== c.key || !holds(r.conditionCharacteristic, r.conditionValues))
          continue;
        min = Math.max(min, r.min);
        max = Math.min(max, r.max);
      }
      range = { min, max, increment: c.increment ?? 1 };
      const reason = texts.allowedRange(String(min), String(max), c.unit ?? '');
      reasonFor = (value) => (Number(value) >= min && Number(value) <= max ? null : reason);
    }
    let valueKey: string | null = null;
    let source: ConfigCharacteristic['source'] = null;
    let conflict: string | null = null;
    if (chosen !== undefined) {
      valueKey = chosen;
      source = 'user';
      conflict = reasonFor(chosen);
      if (conflict !== null)
        message(
          c.type === 'choice' ? 'value_not_allowed' : 'out_of_range',
          c.key,
          texts.notAllowed(c.name, valueName(c.key, chosen), conflict),
        );
    } else if (c.defaultValue !== null && reasonFor(c.defaultValue) === null) {
      valueKey = c.defaultValue;
      source = 'default';
    }
    if (valueKey !== null) inForce.set(c.key, valueKey);
    else message('required_missing', c.key, texts.missing(c.name));
    return {
      characteristicKey: c.key,
      name: c.name,
      step: c.step,
      type: c.type,
      unit: c.unit,
      hasInfo: c.hasInfo,
      valueKey,
      source,
      values,
      range,
      conflict,
    };
  });

  const consistent = characteristics.every((c) => c.conflict === null);
  const complete = consistent && characteristics.every((c) => c.valueKey !== null);
  let price: ConfigPrice | null = null;
  if (complete && !noPricing) {
    const brutto = round2(listPrice(model, inForce));
    const percent = customer?.discountPercent ?? 0;
    price = {
      brutto,
      netto: round2(brutto * (1 - percent / 100)),
      currency: model.currency,
      message: customer ? texts.customerPrice(customer.number, customer.name, String(percent)) : texts.listPrice,
    };
    message(customer ? 'customer_price' : 'list_price', null, price.message);
  }
  return {
    bauform: model.kmat,
    materialText: model.materialText,
    language,
    kundenNummer: customer?.number ?? null,
    sapCharacteristics: characteristics,
    messages,
    returnCode: !consistent ? 'conflict' : complete ? 'complete' : 'incomplete',
    complete,
    consistent,
    materialVariante: complete ? [model.kmat, ...model.characteristics.map((c) => inForce.get(c.key))].join('-') : null,
    price,
  };
}

/** The list price: base, plus each surcharge of a value in force, plus each per-unit price times its number, where its condition holds. */
export function listPrice(model: ConfigModel, inForce: ReadonlyMap<string, string>): number {
  let total = 0;
  for (const p of model.prices) {
    if (p.conditionCharacteristic !== null && inForce.get(p.conditionCharacteristic) !== p.conditionValue) continue;
    if (p.kind === 'base') total += p.amount;
    else if (p.kind === 'surcharge' && p.characteristic !== null && inForce.get(p.characteristic) === p.value)
      total += p.amount;
    else if (p.kind === 'per_unit' && p.characteristic !== null)
      total += p.amount * Number(inForce.get(p.characteristic) ?? 0);
  }
  return total;
}
