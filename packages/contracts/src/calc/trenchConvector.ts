import { z } from 'zod';
import { LOCALES } from '../brands';
import { grad, kelvin, kgProStunde, leistung, millimeter, temperatur, watt } from './common';
import { inUnit, outUnit } from './units';

/**
 * Trench convectors (spec §3, §7): KRN41 heats by natural convection only, KRN92 blows primary
 * air over its register. A size is a catalogue row picked by height × depth; the length is free
 * within the row's range. Lengths in mm, temperatures °C, outputs W, water flow kg/h, air m³/h.
 */

/** Straight trench length, mm (outside, without corner pieces). */
const baulaenge = inUnit('mm', z.number().positive().max(20000));
/** Height or depth of a trench, mm. */
const trenchMass = inUnit('mm', z.number().positive().max(2000));
/** A corner piece at this end continues the trench around a corner; it holds no register. */
const winkel = z.boolean().default(false);

/** KRN41 (POST /api/KRN41/calc and /calcOutput): size fields, heating operating point, language of the tender text. */
export const krn41Input = z.object({
  /** mm */
  bauhoehe: trenchMass,
  bautiefe: trenchMass,
  baulaenge,
  winkelAnfang: winkel,
  winkelEnde: winkel,
  /** read-only: the chosen catalogue entry; ignored on the way in, set in the result */
  sizeKey: z.string().optional(),
  vorlaufTemp: temperatur,
  ruecklaufTemp: temperatur,
  raumTemp: temperatur.default(20),
  /** language of the Ausschreibungstext */
  sprache: z.enum(LOCALES).default('de'),
});
export type Krn41Input = z.input<typeof krn41Input>;
export type Krn41Parsed = z.output<typeof krn41Input>;

/** The size's lengths as the trench convectors define them (packages/calc/README.md, "Trench convectors"). */
export const trenchLengths = z.object({
  /** clear inside length of the trench including corner legs */
  innenBL: millimeter,
  /** overall trench length including corner pieces */
  gesamtBL: millimeter,
  /** heat-exchanger (register) length */
  registerL: millimeter,
});
export type TrenchLengths = z.infer<typeof trenchLengths>;

/** POST /api/KRN41/calc: the size fields alone, to complete the read-only ones while a size is chosen. */
export const krn41SizeInput = krn41Input.pick({
  bauhoehe: true,
  bautiefe: true,
  baulaenge: true,
  winkelAnfang: true,
  winkelEnde: true,
  sizeKey: true,
});
export type Krn41SizeInput = z.input<typeof krn41SizeInput>;

/** The size with its read-only fields: the catalogue entry's key, its length range and the lengths. */
export const krn41Size = trenchLengths.extend({
  sizeKey: z.string(),
  minLaenge: millimeter,
  maxLaenge: millimeter,
});
export type Krn41Size = z.infer<typeof krn41Size>;

export const krn41Result = krn41Size.extend({
  /** log mean water excess temperature */
  uebertempLog: kelvin,
  heizleistungProMeter: outUnit('W/m', leistung),
  heizleistung: leistung,
  /** kg/h (= l/h at catalogue practice) */
  wassermassenstrom: kgProStunde,
  /** air leaving the grille */
  ausblastemperatur: grad,
  ausschreibungstext: z.string(),
});
export type Krn41Result = z.infer<typeof krn41Result>;

/** KRN92 inputs under the spec's names (GET /api/PM/KRN92 query, export form). */
export const krn92Input = z.object({
  Bauhoehe: trenchMass,
  Bautiefe: trenchMass,
  Baulaenge: baulaenge,
  WinkelAnfang: winkel,
  WinkelEnde: winkel,
  VorlaufTemp: temperatur,
  RuecklaufTemp: temperatur,
  RaumTemp: temperatur.default(20),
  PrimaerluftTemp: temperatur,
  /** primary air of the whole unit, m³/h */
  PrimaerluftVolumenstrom: inUnit('m³/h', z.number().nonnegative().max(100000)),
});
export type Krn92Input = z.input<typeof krn92Input>;
export type Krn92Parsed = z.output<typeof krn92Input>;

/**
 * A query string carries text: numbers as decimals, corner pieces as true/false (or 1/0). The
 * number read is checked by the field's own schema, whose unit and range the API document shows.
 */
const queryNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);
const queryBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** GET /api/PM/KRN92?Bauhoehe=…: the same input read from the query string. */
export const krn92Query = krn92Input.extend({
  Bauhoehe: queryNumber(trenchMass),
  Bautiefe: queryNumber(trenchMass),
  Baulaenge: queryNumber(baulaenge),
  WinkelAnfang: queryBoolean.optional().default(false),
  WinkelEnde: queryBoolean.optional().default(false),
  VorlaufTemp: queryNumber(temperatur),
  RuecklaufTemp: queryNumber(temperatur),
  RaumTemp: queryNumber(temperatur).optional().default(20),
  PrimaerluftTemp: queryNumber(temperatur),
  PrimaerluftVolumenstrom: queryNumber(krn92Input.shape.PrimaerluftVolumenstrom),
});

/**
 * KRN92 error codes (the spec leaves them open; docs/calculators.md lists them with their texts).
 * 1–3: nothing can be calculated, the outputs are null. 4–5: calculated, but outside what the unit does.
 */
export const KRN92_ERROR_CODES = {
  ok: 0,
  /** no catalogue size with this Bauhoehe × Bautiefe */
  groesseUnbekannt: 1,
  /** Baulaenge outside the size's range */
  baulaengeAusserhalb: 2,
  /**
   * VorlaufTemp > RuecklaufTemp > RaumTemp ≥ PrimaerluftTemp does not hold: the register cannot
   * heat, or the primary air it is to bring to room temperature is warmer than the room already
   */
  temperaturenUngueltig: 3,
  /** primary air per metre of register outside the size's range */
  primaerluftAusserhalb: 4,
  /**
   * the register cannot bring the primary air to room temperature: the free-convection share would
   * be below zero, so it and the room's output are null (never a negative output)
   */
  zuluftanteilZuGross: 5,
} as const;
export type Krn92ErrorCode = (typeof KRN92_ERROR_CODES)[keyof typeof KRN92_ERROR_CODES];

/** A code of KRN92_ERROR_CODES: a code, not a quantity, so it is one of the codes and has no unit. */
const krn92ErrorCode = z.literal(Object.values(KRN92_ERROR_CODES));

/** An output that is null when the errorCode says it cannot be calculated. */
const wattProMeter = outUnit('W/m', z.number()).nullable();

export const krn92Result = z.object({
  /** free-convection share per metre of register */
  qfreieKonvektion1m: wattProMeter,
  /** supply-air share per metre of register: 0.34·V̇/L·(θi − θPA) */
  qZuluftanteilReg1m: wattProMeter,
  /** register output per metre K·ΔT^n */
  qGesamtleistungReg1m: wattProMeter,
  /** register output */
  qGesamtleistung: watt.nullable(),
  wassermassenstrom: kgProStunde.nullable(),
  /** output spent on bringing the primary air to room temperature */
  leistungTempDiffLuftRaum: watt.nullable(),
  /** output the room receives beyond the primary air (free convection share) */
  gesamtleistungRaum: watt.nullable(),
  /** ceil(registerL / longest register per connection) */
  mindestanzahlStutzen: outUnit('1', z.number().int()).nullable(),
  /** primary air per metre of register */
  volumenstromProMeterReg: outUnit('m³/(h·m)', z.number()).nullable(),
  /** log mean water excess temperature */
  wasserUebertemp: kelvin.nullable(),
  /** the lengths of trenchLengths; null when the size is unknown */
  innenBL: millimeter.nullable(),
  gesamtBL: millimeter.nullable(),
  registerL: millimeter.nullable(),
  /** the first code that applies (0: none); codes 4 and 5 may apply together, see errorCodes */
  errorCode: krn92ErrorCode,
  /** every code that applies, in ascending order; empty when the result is valid */
  errorCodes: z.array(krn92ErrorCode),
});
export type Krn92Result = z.infer<typeof krn92Result>;
