import { z } from 'zod';
import { LOCALES } from '../brands';
import { anzahl, dBA, grad, kgProStunde, millibar, millimeter, temperatur, watt } from './common';
import { inUnit, outUnit } from './units';

/**
 * Fan-assisted convectors: the fan convector / fan-coil (KC model, /api/KCModel) and the heat-pump
 * convector (HPC, /api/HPC), heating and cooling. Field names of spec §3; the operating parameters
 * carry the suffix _kuehlen or _heizen as the spec's luftfeuchte_kuehlen does. Units: °C, W, kg/h,
 * m³/h, mbar, mm, dB(A), V, relative humidity in % (0–100).
 */

/** Relative humidity of the room air in % (spec: luftfeuchte_kuehlen). */
const relativeFeuchte = inUnit('%', z.number().min(5).max(95));
/** The most water a fan-convector calculation takes, kg/h: given, or set by a return temperature. */
export const MAX_WASSERMASSENSTROM = 20000;
/** Water mass flow in kg/h; when given it wins over the return temperature, which then follows. */
const wassermassenstrom = inUnit('kg/h', z.number().positive().max(MAX_WASSERMASSENSTROM)).optional();

/**
 * Room air the coil cools, °C. The wet-coil model (Braun, Klein & Mitchell) weighs the water by the
 * slope of the saturation enthalpy up to the room temperature, which steepens without bound towards
 * 99.97 °C, where saturated air ceases to exist at atmospheric pressure: above about 83 °C a warmer
 * room then got less cooling (7 °C water, 11 % rh: 1591 W at 80 °C, 1357 W at 95 °C). No room a fan
 * convector cools comes near; 60 °C bounds it with margin.
 */
const kuehlRaumTemp = inUnit('°C', z.number().min(-60).max(60));

/**
 * Chilled water, °C: the coil model takes water's properties, and water below 0 °C is ice, so the
 * water is at least 1 °C (a brine at −60 °C was accepted and cooled as water).
 */
const kuehlWasserTemp = inUnit('°C', z.number().min(1).max(130));

/** Cooling and heating operating point, shared by KC and HPC. */
const betriebsparameter = {
  vorlaufTemp_kuehlen: kuehlWasserTemp.default(7),
  ruecklaufTemp_kuehlen: kuehlWasserTemp.default(12),
  wassermassenstrom_kuehlen: wassermassenstrom,
  raumTemp_kuehlen: kuehlRaumTemp.default(27),
  luftfeuchte_kuehlen: relativeFeuchte.default(47),
  vorlaufTemp_heizen: temperatur.default(45),
  ruecklaufTemp_heizen: temperatur.default(40),
  wassermassenstrom_heizen: wassermassenstrom,
  raumTemp_heizen: temperatur.default(20),
  /** room volume m³ and reverberation time s, for the sound pressure (DIN 4109 with Sabine) */
  raumvolumen: inUnit('m³', z.number().min(1).max(100000)).default(50),
  nachhallzeit: inUnit('s', z.number().min(0.1).max(10)).default(0.5),
  /** language of the tender text */
  sprache: z.enum(LOCALES).default('de'),
};

type OperatingPoint = {
  vorlaufTemp_kuehlen: number;
  ruecklaufTemp_kuehlen: number;
  raumTemp_kuehlen: number;
  vorlaufTemp_heizen: number;
  ruecklaufTemp_heizen: number;
  raumTemp_heizen: number;
};

/** Cooling water is colder than the room and warms up; heating water is warmer and cools down. */
function checkTemperatures(v: OperatingPoint, ctx: z.RefinementCtx): void {
  if (v.vorlaufTemp_kuehlen >= v.raumTemp_kuehlen)
    ctx.addIssue({ code: 'custom', path: ['vorlaufTemp_kuehlen'], message: 'must be below raumTemp_kuehlen' });
  if (v.ruecklaufTemp_kuehlen <= v.vorlaufTemp_kuehlen || v.ruecklaufTemp_kuehlen >= v.raumTemp_kuehlen)
    ctx.addIssue({
      code: 'custom',
      path: ['ruecklaufTemp_kuehlen'],
      message: 'must lie between vorlaufTemp_kuehlen and raumTemp_kuehlen',
    });
  if (v.vorlaufTemp_heizen <= v.raumTemp_heizen)
    ctx.addIssue({ code: 'custom', path: ['vorlaufTemp_heizen'], message: 'must be above raumTemp_heizen' });
  if (v.ruecklaufTemp_heizen >= v.vorlaufTemp_heizen || v.ruecklaufTemp_heizen <= v.raumTemp_heizen)
    ctx.addIssue({
      code: 'custom',
      path: ['ruecklaufTemp_heizen'],
      message: 'must lie between raumTemp_heizen and vorlaufTemp_heizen',
    });
}

/** Corner pieces at the start and the end of a KC run (housing only, no coil). */
/** In the order a form offers them (z.enum's options put the numeric-looking keys first). */
export const WINKEL = ['ohne', '90', '135'] as const;
export const winkel = z.enum(WINKEL);
export type Winkel = z.infer<typeof winkel>;

/** KC model (POST /api/KCModel/calc and /calcOutput): the size fields and the operating parameters. */
export const kcModelInput = z
  .object({
    /** mm */
    bauhoehe: inUnit('mm', z.number().positive().max(2000)),
    /** '2-Leiter': one coil for heating and cooling (change-over); '4-Leiter': a separate heating coil */
    leitersystem: z.string().min(1),
    /** mm, without corner pieces */
    baulaenge: inUnit('mm', z.number().positive().max(20000)),
    /** the design fan stage (Leistungsstufe) of the tender text and the headline results */
    leistungsstufe: inUnit('1', z.number().int().positive().max(20)),
    winkelAnfang: winkel.default('ohne'),
    winkelEnde: winkel.default('ohne'),
    /** connected to a ventilation system (RLT, primary air spigot) */
    rlt: z.boolean().default(false),
    ...betriebsparameter,
  })
  .superRefine(checkTemperatures);
export type KcModelInput = z.input<typeof kcModelInput>;
export type KcModelParsed = z.output<typeof kcModelInput>;

/** What the water can carry at most and whether it, not the coil, limits the output. */
const wasserGrenze = {
  /** ṁw·c·|θroom − θflow|, the water leaving at room temperature; the output never exceeds it */
  wasserLeistungsgrenze: watt,
  /** the water gives up at least 80 % of that: more water flow, not a larger unit, raises the output */
  durchflussBegrenzt: z.boolean(),
};

const volt = outUnit('V', z.number());
const kubikmeterProStunde = outUnit('m³/h', z.number());

/** Outputs per fan stage at the operating point (the spec's output lists). */
export const stufenLeistung = z.object({
  leistungsstufe: anzahl,
  /** 0–10 V EC fan control */
  steuerspannung: volt.nullable(),
  luftvolumenstrom: kubikmeterProStunde,
  schallleistungspegel: dBA,
  schalldruckpegel: dBA,
  kuehlen: z.object({
    ansaugTemp: grad,
    ausblasTemp: grad,
    gesamtleistung: watt,
    sensibleLeistung: watt,
    latenteLeistung: watt,
    kondensat: kgProStunde,
    wassermassenstrom: kgProStunde,
    ruecklaufTemp: grad,
    /** water side */
    druckverlust: millibar,
    ...wasserGrenze,
  }),
  heizen: z.object({
    leistung: watt,
    wassermassenstrom: kgProStunde,
    ruecklaufTemp: grad,
    druckverlust: millibar,
    ...wasserGrenze,
  }),
});
export type StufenLeistung = z.infer<typeof stufenLeistung>;

/** Rated output per fan stage at the rating points (catalogue, scaled to the size). */
export const normleistung = z.object({ leistungsstufe: anzahl, leistung: watt });

/** How the numbers were calculated: codes documented in docs/calculators.md. */
export const berechnungsmethode = {
  /** 1 dry coil (sensible only), 2 wet coil (dehumidifying) at the design stage */
  kuehlen: z.union([z.literal(1), z.literal(2)]),
  /** 1 sound power per unit of coil + 10·lg(n), sound pressure after DIN 4109 with Sabine */
  schall: z.literal(1),
  /**
   * 1 coil as a counterflow heat exchanger (ε-NTU), its UA from the EN 16430 rating of the stage;
   * cooling takes the larger of the dry and the wet coil (Braun, Klein & Mitchell 1989)
   */
  heizen: z.literal(1),
};

/** The rating points used and the EN 16430 application check (product assumption, see docs). */
const normAngaben = {
  din16430Kuehlen: z.boolean(),
  din16430Heizen: z.boolean(),
  /** The rating points in English ("EN 16430-3: 7/12/27 °C, 46.9 % rh"), for readers of the API. */
  normKuehlen: z.string(),
  normHeizen: z.string(),
  /** The same rating points as numbers (°C, % rh), which screens and documents write in their language. */
  normpunkte: z.object({
    kuehlen: z.object({ vorlauf: grad, ruecklauf: grad, raum: grad, feuchte: outUnit('%', z.number()) }),
    heizen: z.object({ vorlauf: grad, ruecklauf: grad, raum: grad }),
  }),
};

export const kcModelBaugroesse = z.object({
  bauhoehe: millimeter,
  leitersystem: z.string(),
  baulaenge: millimeter,
  leistungsstufe: anzahl,
  winkelAnfang: winkel,
  winkelEnde: winkel,
  rlt: z.boolean(),
  modelltyp: z.string(),
  bautiefe: millimeter,
  innenbaulaenge: millimeter,
  konvektorgesamtlaenge: millimeter,
  modellnummer: z.string(),
  modellgruppe: z.string(),
  maxLeistungsstufe: anzahl,
  minLaenge: millimeter,
  normkuehlleistungen: z.array(normleistung),
  /** stable key of the catalogue entry (spec {hash}) */
  sizeKey: z.string(),
  normheizleistungen: z.array(normleistung),
});
export type KcModelBaugroesse = z.infer<typeof kcModelBaugroesse>;

/** /api/KCModel/calc: the size completed from the catalogue, with the lengths and stages it offers. */
export const kcModelSizeResult = z.object({
  baugroesse: kcModelBaugroesse,
  baulaengen: z.array(millimeter),
  leistungsstufen: z.array(anzahl),
});
export type KcModelSizeResult = z.infer<typeof kcModelSizeResult>;

export const kcModelResult = z.object({
  berechnungsmethodeKuehlen: berechnungsmethode.kuehlen,
  berechnungsmethodeSchall: berechnungsmethode.schall,
  berechnungsmethodeHeizen: berechnungsmethode.heizen,
  baugroesse: kcModelBaugroesse,
  bautiefe: millimeter,
  modelltyp: z.string(),
  innenbaulaenge: millimeter,
  maximaleLeistungsstufe: anzahl,
  ...normAngaben,
  /** dew point of the room air */
  taupunkt: grad,
  /** one entry per fan stage, stage 1 first */
  stufen: z.array(stufenLeistung),
  /** the entry of the design stage (leistungsstufe) */
  auslegung: stufenLeistung,
  /** the coil runs below the dew point: condensate drain needed */
  kondensatHinweis: z.boolean(),
  ausschreibungstext: z.array(z.string()),
  hinweise: z.array(z.string()),
});
export type KcModelResult = z.infer<typeof kcModelResult>;

/** HPC (POST /api/HPC/calc): hpcBaugroesse (baulaenge) and hpcBetriebsparameter with the targets. */
export const hpcInput = z
  .object({
    /** mm */
    baulaenge: inUnit('mm', z.number().positive().max(20000)),
    ...betriebsparameter,
    /** targets: the smallest fan stage meeting all given targets is chosen */
    zielSchalldruckpegel: inUnit('dB(A)', z.number().positive().max(120)).optional(),
    zielKuehlleistung: inUnit('W', z.number().positive().max(100000)).optional(),
    zielHeizleistung: inUnit('W', z.number().positive().max(100000)).optional(),
  })
  .superRefine(checkTemperatures);
export type HpcInput = z.input<typeof hpcInput>;
export type HpcParsed = z.output<typeof hpcInput>;

export const hpcBaugroesse = z.object({
  baulaenge: millimeter,
  registerlaenge: millimeter,
  modellnummer: z.string(),
  luefteranzahl: anzahl,
  normkuehlleistungen: z.array(normleistung),
  normheizleistungen: z.array(normleistung),
  sizeKey: z.string(),
});
export type HpcBaugroesse = z.infer<typeof hpcBaugroesse>;

export const hpcResult = z.object({
  berechnungsmethodeKuehlen: berechnungsmethode.kuehlen,
  berechnungsmethodeSchall: berechnungsmethode.schall,
  berechnungsmethodeHeizen: berechnungsmethode.heizen,
  /** 1 water-side Δp = (V̇/kv)² of the coil */
  berechnungsmethodeDruckverlust: z.literal(1),
  hpcBaugroesse,
  ...normAngaben,
  taupunkt: grad,
  /** output lists (spec): per stage */
  steuerspannungen: z.array(volt.nullable()),
  luftvolumenstroeme: z.array(kubikmeterProStunde),
  stufen: z.array(stufenLeistung),
  /** smallest stage meeting every target; null when none does */
  gewaehlteLeistungsstufe: anzahl.nullable(),
  auslegung: stufenLeistung.nullable(),
  kondensatHinweis: z.boolean(),
  ausschreibungstext: z.array(z.string()),
  hinweise: z.array(z.string()),
});
export type HpcResult = z.infer<typeof hpcResult>;
