import { z } from 'zod';
import { booleanCell, numberCell, optionalNumberCell, textCell } from './cells';

/** Row schemas: the columns a replacement catalogue must have. */

const positive = (message: string) => numberCell.pipe(z.number().positive(message));

export const radiatorRow = z.object({
  heizkoerpertyp: textCell,
  ausfuehrung: textCell,
  bauhoehe: positive('height must be > 0'),
  baulaenge: positive('length must be > 0'),
  normleistung: positive('nominal output must be > 0'),
  // EN 442 exponents lie around 1.1 (floor) to 1.5 (convectors); outside that the data is wrong
  exponent: numberCell.pipe(z.number().min(1, 'exponent must be ≥ 1').max(2, 'exponent must be ≤ 2')),
});
export type RadiatorRow = z.output<typeof radiatorRow>;

export const fanStageRow = z.object({
  ausfuehrung: textCell,
  heizkoerpertyp: textCell,
  stufe: numberCell.pipe(z.number().int().positive()),
  leistungsfaktor: numberCell.pipe(z.number().min(1, 'a fan stage cannot lower the output')),
  schallleistungspegel: numberCell,
  steuerspannung: optionalNumberCell,
});
export type FanStageRow = z.output<typeof fanStageRow>;

export const valveInsertRow = z.object({
  ventil: textCell,
  stufe: textCell,
  kv: positive('kv must be > 0'),
  regeldifferenz: positive('regeldifferenz must be > 0'),
  /** largest differential pressure the valve is made for, mbar (Danfoss RA-N: 0.6 bar); none when empty */
  maxDifferenzdruck: optionalNumberCell,
});
export type ValveInsertRow = z.output<typeof valveInsertRow>;

export const grilleProfileRow = z.object({
  typAbdeckung: textCell,
  bezeichnung: textCell,
  stabbreite: positive('bar width must be > 0'),
  stabhoehe: positive('bar height must be > 0'),
});
export type GrilleProfileRow = z.output<typeof grilleProfileRow>;

export const grilleMaterialRow = z.object({
  material: textCell,
  bezeichnung: textCell,
  emodul: positive('E-modulus must be > 0'),
  zulaessigeSpannung: positive('admissible stress must be > 0'),
});
export type GrilleMaterialRow = z.output<typeof grilleMaterialRow>;

export const uValueRow = z.object({
  bauteilart: textCell,
  baujahrVon: numberCell,
  baujahrBis: numberCell,
  u: positive('U-value must be > 0'),
});
export type UValueRow = z.output<typeof uValueRow>;

export const designTemperatureRow = z.object({
  standort: textCell,
  plzPraefix: textCell,
  normAussenTemp: numberCell.pipe(z.number().min(-40).max(15)),
  jahresmittelTemp: numberCell,
});
export type DesignTemperatureRow = z.output<typeof designTemperatureRow>;

export const heatGeneratorRow = z.object({
  erzeuger: textCell,
  bezeichnung: textCell,
  energietraeger: textCell,
  waermepumpe: booleanCell,
  kuehlfaehig: booleanCell,
  wirkungsgrad: positive('wirkungsgrad must be > 0'),
  jazAbfallProK: numberCell,
  investFix: numberCell,
  investProKW: numberCell,
  nutzungsdauer: numberCell.pipe(z.number().nonnegative()),
  fInst: numberCell,
  fWInsp: numberCell,
  bedienaufwand: numberCell,
});
export type HeatGeneratorRow = z.output<typeof heatGeneratorRow>;

export const energyCarrierRow = z.object({
  energietraeger: textCell,
  preisKey: z.enum(['strom', 'gas', 'oel', 'pellets'], { error: 'expected strom, gas, oel or pellets' }),
  emissionsfaktor: numberCell,
  behgFaktor: numberCell,
});
export type EnergyCarrierRow = z.output<typeof energyCarrierRow>;

export const buildingStandardRow = z.object({
  gebaeudestandard: textCell,
  bezeichnung: textCell,
  heizwaermebedarf: numberCell,
  heizlast: numberCell,
});
export type BuildingStandardRow = z.output<typeof buildingStandardRow>;

export const householdRow = z.object({
  bewohnerTyp: textCell,
  personen: numberCell,
  haushaltsstrom: numberCell,
  warmwasser: numberCell,
});
export type HouseholdRow = z.output<typeof householdRow>;

export const systemPackageRow = z.object({
  paket: textCell,
  heizleistung: positive('heizleistung must be > 0'),
  preis: numberCell,
});
export type SystemPackageRow = z.output<typeof systemPackageRow>;

export const kcModelRow = z.object({
  modellgruppe: textCell,
  modelltyp: textCell,
  bauhoehe: positive('height must be > 0'),
  bautiefe: positive('depth must be > 0'),
  leitersystem: textCell,
  baulaenge: positive('length must be > 0'),
  innenbaulaenge: positive('coil length must be > 0'),
  modellnummer: textCell,
  maxLeistungsstufe: numberCell.pipe(z.number().int().positive()),
  minLaenge: positive('minimum length must be > 0'),
  winkelLaenge: numberCell.pipe(z.number().nonnegative()),
  kvKuehlen: positive('kv must be > 0'),
  kvHeizen: positive('kv must be > 0'),
});
export type KcModelRow = z.output<typeof kcModelRow>;

export const hpcModelRow = z.object({
  modellgruppe: textCell,
  baulaenge: positive('length must be > 0'),
  registerlaenge: positive('coil length must be > 0'),
  modellnummer: textCell,
  luefteranzahl: numberCell.pipe(z.number().int().positive()),
  kv: positive('kv must be > 0'),
});
export type HpcModelRow = z.output<typeof hpcModelRow>;

/** A rating-point column: optional, the product's assumed EN 16430 point when missing. */
const ratingPoint = (assumed: number) => optionalNumberCell.transform((v) => v ?? assumed);

export const fanConvectorStageRow = z.object({
  modellgruppe: textCell,
  leistungsstufe: numberCell.pipe(z.number().int().positive()),
  steuerspannung: optionalNumberCell,
  luftvolumenstrom: positive('air volume flow must be > 0'),
  schallleistungspegel: numberCell,
  normkuehlleistung: numberCell.pipe(z.number().nonnegative()),
  normheizleistung: numberCell.pipe(z.number().nonnegative()),
  normKuehlVorlauf: ratingPoint(7),
  normKuehlRuecklauf: ratingPoint(12),
  normKuehlRaum: ratingPoint(27),
  normKuehlFeuchte: ratingPoint(46.9),
  normHeizVorlauf: ratingPoint(45),
  normHeizRuecklauf: ratingPoint(40),
  normHeizRaum: ratingPoint(20),
});
export type FanConvectorStageRow = z.output<typeof fanConvectorStageRow>;
