import { z } from 'zod';
import {
  anteil,
  anzahl,
  dBA,
  heizmethode,
  kelvin,
  kgProStunde,
  leistung,
  literProStunde,
  millimeter,
  temperatur,
  uebertemperaturMethode,
  ventilStufe,
  watt,
  zahl,
} from './common';
import { inUnit, outUnit } from './units';

/**
 * Radiator calculation (XFlair, POST /api/XFlair/calcOutput). Field names of spec §3; the
 * optional fields after `regeldifferenz` are ones the spec leaves open and the engine needs.
 */
export const radiatorCalcInput = z
  .object({
    heizkoerpertyp: z.string().min(1),
    ausfuehrung: z.string().min(1),
    /** true: the result also lists every catalogue size that meets zielLeistung within toleranz */
    anzeigeLeistung: z.boolean().default(false),
    /** required output in W */
    zielLeistung: inUnit('W', z.number().min(1).max(100000)),
    /** accepted undersizing as a fraction: 0.05 accepts 95 % of zielLeistung */
    toleranz: anteil.default(0.05),
    vorlaufTemp: temperatur,
    ruecklaufTemp: temperatur,
    raumTemp: temperatur.default(20),
    /** differential pressure across the valve, mbar */
    differenzdruck: inUnit('mbar', z.number().min(1).max(2000)).default(100),
    /** proportional band Xp of the thermostatic valve, K (EN 215 rates kv at 2 K) */
    regeldifferenz: inUnit('K', z.number().positive().max(4)).default(2),
    /** fixed height (mm); when missing, the selection runs over all heights of the type */
    bauhoehe: inUnit('mm', z.number().min(100).max(3000)).optional(),
    /** fixed length (mm); with bauhoehe it calculates that radiator instead of selecting one */
    baulaenge: inUnit('mm', z.number().min(100).max(10000)).optional(),
    /** valve insert from the catalogue; the catalogue's first insert when missing */
    ventil: z.string().optional(),
    /** highest fan stage the selection may use (fan-assisted executions); all stages when missing */
    /**
     * selection rule for fan-assisted executions: 'natuerlichZuerst' prefers a radiator that needs
     * no fan (quiet), 'kleinsterHeizkoerper' the smallest radiator with the fan stage it needs
     */
    auswahl: z.enum(['natuerlichZuerst', 'kleinsterHeizkoerper']).default('natuerlichZuerst'),
    maxLuefterstufe: inUnit('1', z.number().int().nonnegative().max(20)).optional(),
    methode: uebertemperaturMethode.default('log'),
    /** room volume m³ and reverberation time s, for the sound pressure (VDI 2571 / DIN 4109) */
    raumvolumen: inUnit('m³', z.number().min(1).max(100000)).default(50),
    nachhallzeit: inUnit('s', z.number().min(0.1).max(10)).default(0.5),
    /** flow temperature up to which a heat pump works well, °C (IKZ: 55 °C) */
    waermepumpenGrenzTemp: temperatur.default(55),
  })
  .superRefine((v, ctx) => {
    if (v.ruecklaufTemp >= v.vorlaufTemp) {
      ctx.addIssue({ code: 'custom', path: ['ruecklaufTemp'], message: 'ruecklaufTemp must be below vorlaufTemp' });
    }
    if (v.ruecklaufTemp <= v.raumTemp) {
      ctx.addIssue({ code: 'custom', path: ['raumTemp'], message: 'raumTemp must be below ruecklaufTemp' });
    }
  });
export type RadiatorCalcInput = z.input<typeof radiatorCalcInput>;
export type RadiatorCalcParsed = z.output<typeof radiatorCalcInput>;

export const heizkoerperAuswahl = z.object({
  heizkoerpertyp: z.string(),
  ausfuehrung: z.string(),
  bauhoehe: millimeter,
  baulaenge: millimeter,
  /** W at 75/65/20 (EN 442) */
  normleistung: watt,
  exponent: zahl,
  /** output at the operating point with the heating method found, W */
  heizleistung: watt,
  heizmethode,
  luefterstufe: anzahl.nullable(),
});
export type HeizkoerperAuswahl = z.infer<typeof heizkoerperAuswahl>;

export const radiatorCalcResult = z.object({
  uebertemp_log: kelvin,
  uebertemp_arith: kelvin,
  /** EN 442 conversion factor f = (ΔT/ΔTn)^n of the selected radiator */
  umrechnungsfaktor: zahl,
  heizkoerper: heizkoerperAuswahl,
  heizmethode,
  luefterstufe: anzahl.nullable(),
  heizleistung: leistung,
  /** heizleistung / zielLeistung − 1, a fraction (screens show it in %) */
  abweichung: zahl,
  innerhalbToleranz: z.boolean(),
  wassermassenstrom: kgProStunde,
  durchfluss: literProStunde,
  ventil: z.string(),
  /** at the design pressure drop */
  kvErforderlich: outUnit('m³/h', z.number()),
  /** smallest presetting passing durchfluss; null when even the largest step is too small */
  ventilvoreinstellung: z.string().nullable(),
  ventilVolumenstromStufen: z.array(ventilStufe),
  /** at the largest presetting and the design pressure drop */
  maximalZulaessigerVentilDurchfluss: literProStunde,
  /** null for natural convection */
  schallleistungspegel: dBA.nullable(),
  schalldruckpegel: dBA.nullable(),
  waermepumpenGeeignet: z.boolean(),
  kandidaten: z.array(heizkoerperAuswahl),
  hinweise: z.array(z.string()),
});
export type RadiatorCalcResult = z.infer<typeof radiatorCalcResult>;
