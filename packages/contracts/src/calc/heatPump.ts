import { z } from 'zod';
import { anteil, euro, euroBetrag, grad, kWhImJahr, temperatur, zahl } from './common';
import { inUnit, outUnit } from './units';

/*
 * Heat pump planning (issue 22): sizing against the building's heat load with the bivalence point,
 * the seasonal performance factor after VDI 4650 Blatt 1, the GEG §71 65 % check and the BEG EM
 * subsidy. Outputs in kW here (a heat pump's data sheet speaks kW), temperatures °C.
 */

/** The heat source: outdoor air, brine (ground probe or collector), ground water. */
export const waermepumpenArt = z.enum(['luftWasser', 'soleWasser', 'wasserWasser']);
export type WaermepumpenArt = z.infer<typeof waermepumpenArt>;

/** monovalent (the heat pump alone), bivalent parallel (both below the bivalence point), bivalent alternative (the second generator alone below it). */
export const betriebsweise = z.enum(['monovalent', 'bivalentParallel', 'bivalentAlternativ']);
export type Betriebsweise = z.infer<typeof betriebsweise>;

/** A heat pump's heating output in kW, up to what a large house's unit gives. */
const kW = inUnit('kW', z.number().positive().max(1000));
/** A coefficient of performance at a test point (EN 14511). */
const cop = inUnit('1', z.number().min(1).max(10));

export const heatPumpPlanningInput = z
  .object({
    /** Building heat load (EN 12831-1), W: from the building calculation or typed in. */
    heizlast: inUnit('W', z.number().positive().max(1e6)),
    /** Design outdoor temperature of the location, °C (DIN EN 12831 Bbl. 1). */
    normAussenTemp: temperatur.min(-40).max(10).default(-12),
    /** Outdoor temperature above which the house needs no heating (the load line's zero), °C. */
    heizgrenzTemp: temperatur.min(5).max(20).default(15),
    /** Yearly mean outdoor temperature of the location, °C (the hours-at-temperature year). */
    jahresmittelTemp: temperatur.min(-5).max(20).default(9.5),
    art: waermepumpenArt.default('luftWasser'),
    betriebsweise: betriebsweise.default('monovalent'),
    /** Heating output at A-7/W35, A2/W35, A7/W35 (air) — or at the source's test point (brine B0/W35, water W10/W35: the first value), kW. */
    leistungA7: kW.default(7.5),
    leistungA2: kW.default(9.2),
    leistungAPlus7: kW.default(10.8),
    /** COP at the same test points (EN 14511). Brine and water use the first. */
    copA7: cop.default(2.9),
    copA2: cop.default(3.8),
    copAPlus7: cop.default(4.6),
    /** Design flow temperature of the heating system, °C; VDI 4650 Blatt 1 covers up to 55 (60 with Blatt 1.1). */
    vorlaufTemp: temperatur.min(25).max(75).default(35),
    /** Spread at design, K (EN 14511 tests at 5 K). */
    spreizung: inUnit('K', z.number().min(3).max(10)).default(5),
    /** Source temperature for brine (ground, typ. 0) or water (typ. 10), °C. */
    quellTemp: temperatur.optional(),
    /** A new build: GEG §71 requires 65 % renewable heat. */
    neubau: z.boolean().default(false),
    /** Natural refrigerant (R290, R744 …): BEG efficiency bonus. */
    natuerlichesKaeltemittel: z.boolean().default(false),
    /** Ask for the subsidy (BEG EM, as of 2024). */
    foerderung: z.boolean().default(true),
    /** Replaces a working fossil heating (speed bonus, owner-occupied). */
    geschwindigkeitsbonus: z.boolean().default(false),
    /** Household income up to 40,000 € a year (income bonus, owner-occupied). */
    einkommensbonus: z.boolean().default(false),
    /** Costs of the heat pump installation, €. */
    investition: euro.default(30000),
    /** Housing units served. */
    wohneinheiten: inUnit('1', z.number().int().min(1).max(1000)).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.normAussenTemp >= v.heizgrenzTemp)
      ctx.addIssue({ code: 'custom', path: ['normAussenTemp'], message: 'normAussenTemp must be below heizgrenzTemp' });
    if (v.art === 'luftWasser' && !(v.leistungA7 <= v.leistungA2 && v.leistungA2 <= v.leistungAPlus7))
      ctx.addIssue({
        code: 'custom',
        path: ['leistungA2'],
        message: 'an air source heat pump gives more output at warmer air (A-7 ≤ A2 ≤ A7)',
      });
  });
export type HeatPumpPlanningInput = z.input<typeof heatPumpPlanningInput>;
export type HeatPumpPlanningParsed = z.output<typeof heatPumpPlanningInput>;

const kilowatt = outUnit('kW', z.number());
const kurvenpunkt = z.object({ aussenTemp: grad, heizlast: kilowatt, waermepumpe: kilowatt });

export const heatPumpPlanningResult = z.object({
  /** Heat load at the design outdoor temperature, kW. */
  heizlastKW: kilowatt,
  /** The heat pump's output at the design outdoor temperature, kW. */
  leistungBeiNormAussenTemp: kilowatt,
  /** Outdoor temperature where the heat pump's output meets the load line, °C; at or below the design temperature when it covers the load alone. */
  bivalenzpunkt: grad,
  /** Share of the year's heat the heat pump gives (hours-at-temperature year). */
  deckungsanteil: anteil,
  /** Heat the second generator gives, kWh/a. */
  waermeZweiterzeuger: kWhImJahr,
  jahresHeizwaerme: kWhImJahr,
  /** Seasonal performance factor per VDI 4650 Blatt 1 and its factors. */
  jaz: zahl,
  jazFaktoren: z.object({ fSpreizung: zahl, fVorlauf: zahl, fPumpe: zahl }),
  geg: z.object({ pflicht: z.boolean(), erneuerbarerAnteil: anteil, erfuellt: z.boolean() }),
  foerderung: z.object({
    quote: anteil,
    foerderfaehigeKosten: euroBetrag,
    betrag: euroBetrag,
    bestandteile: z.array(z.object({ art: z.string(), quote: anteil })),
  }),
  waermepumpenGeeignet: z.boolean(),
  kurve: z.array(kurvenpunkt),
  hinweise: z.array(z.string()),
  beispieldaten: z.boolean(),
});
export type HeatPumpPlanningResult = z.infer<typeof heatPumpPlanningResult>;
