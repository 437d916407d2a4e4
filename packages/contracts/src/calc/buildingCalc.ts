import { z } from 'zod';
import {
  anteil,
  anzahl,
  euro,
  euroBetrag,
  grad,
  kelvin,
  kgProStunde,
  kurve,
  kWhImJahr,
  millibar,
  temperatur,
  watt,
  zahl,
} from './common';
import { inUnit, outUnit } from './units';

/** W/m² of a room's heat load or a floor's heat flux. */
const wattProM2 = outUnit('W/m²', z.number());

/**
 * Building calculation for new build and renovation (POST /api/BuildingCalc/calc): room heat
 * load after EN 12831-1. The spec names the route only, so the fields follow the standard's terms.
 */

/** What lies on the other side of an element; EN 12831-1 Annex B adjacency factors f_x. */
export const angrenzung = z.enum(['aussen', 'unbeheizt', 'erdreich', 'beheizt']);
export type Angrenzung = z.infer<typeof angrenzung>;

export const bauteil = z.object({
  bezeichnung: z.string().default(''),
  /** element kind as in the U-value catalogue (aussenwand, fenster, dach, ...) */
  bauteilart: z.string().min(1),
  /** m² */
  flaeche: inUnit('m²', z.number().nonnegative().max(10000)),
  /** W/(m²K); from the U-value catalogue by construction year when missing */
  u: inUnit('W/(m²·K)', z.number().positive().max(10)).optional(),
  angrenzung: angrenzung.default('aussen'),
  /** temperature on the other side, °C; when given, f = (θint − θadj)/(θint − θe) replaces the table factor */
  angrenzendeTemp: temperatur.optional(),
  /** explicit adjacency factor f (e.g. 0.45 for a ground slab after a detailed ground calculation); wins over both */
  faktor: inUnit('1', z.number().min(0).max(1)).optional(),
});
export type Bauteil = z.input<typeof bauteil>;

export const raum = z.object({
  name: z.string().min(1),
  /** °C; EN 12831 Annex B: 20 living rooms, 24 bathrooms */
  innenTemp: temperatur.default(20),
  /**
   * m² (for the specific load; 0: not given) and m³. The specific load divides by the area, so an
   * area given has a physical lower bound: 5·10⁻³²⁴ m² made it infinite (a property test found it).
   */
  flaeche: inUnit(
    'm²',
    z
      .number()
      .nonnegative()
      .max(10000)
      .refine((v) => v === 0 || v >= 0.1, { message: 'must be at least 0.1 (or 0 when not given)' }),
  ).default(0),
  volumen: inUnit('m³', z.number().positive().max(100000)),
  /** h⁻¹; from the construction year when missing */
  luftwechsel: inUnit('h⁻¹', z.number().nonnegative().max(20)).optional(),
  bauteile: z.array(bauteil).max(200),
});
export type Raum = z.input<typeof raum>;

export const buildingCalcInput = z
  .object({
    modus: z.enum(['neubau', 'sanierung']).default('sanierung'),
    /** location from the design-temperature catalogue; or normAussenTemp directly */
    standort: z.string().optional(),
    normAussenTemp: temperatur.optional(),
    baujahr: inUnit('1', z.number().int().min(1800).max(2100)),
    /** ΔU_TB thermal-bridge surcharge W/(m²K); EN 12831-1 Table B.1: 0.10 general */
    waermebrueckenzuschlag: inUnit('W/(m²·K)', z.number().min(0).max(0.5)).default(0.1),
    /** controlled ventilation with heat recovery: efficiency η_rec (0 = none) */
    waermerueckgewinnung: inUnit('1', z.number().min(0).max(0.95)).default(0),
    raeume: z.array(raum).min(1).max(1000),
  })
  .superRefine((v, ctx) => {
    if (v.standort === undefined && v.normAussenTemp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['standort'], message: 'standort or normAussenTemp is required' });
    }
  });
export type BuildingCalcInput = z.input<typeof buildingCalcInput>;
export type BuildingCalcParsed = z.output<typeof buildingCalcInput>;

export const raumHeizlast = z.object({
  name: z.string(),
  innenTemp: grad,
  transmission: watt,
  lueftung: watt,
  heizlast: watt,
  /** 0 when the room has no area */
  spezifischeHeizlast: wattProM2,
});

export const buildingCalcResult = z.object({
  normAussenTemp: grad,
  raeume: z.array(raumHeizlast),
  transmission: watt,
  lueftung: watt,
  heizlast: watt,
  spezifischeHeizlast: wattProM2,
});
export type BuildingCalcResult = z.infer<typeof buildingCalcResult>;

/** Investment for the system package (POST /api/BuildingCalc/calcInvestSystempackage). */
export const investSystempackageInput = z.object({
  /** building heat load in W, e.g. from buildingCalc */
  heizlast: inUnit('W', z.number().positive().max(1e6)),
  anzahlHeizkoerper: inUnit('1', z.number().int().nonnegative().max(1000)).default(0),
  /** € each, radiator incl. valve */
  preisHeizkoerper: euro.default(450),
  /** € lump sum for installation and commissioning */
  montage: euro.default(3000),
  /** subsidy as a share of the investment (0.3 = 30 %) */
  foerderquote: anteil.default(0),
});
export type InvestSystempackageInput = z.input<typeof investSystempackageInput>;

export const investPosition = z.object({
  bezeichnung: z.string(),
  /** pieces or a lump sum */
  menge: zahl,
  einzelpreis: euroBetrag,
  summe: euroBetrag,
});

export const investSystempackageResult = z.object({
  paket: z.string(),
  paketLeistung: watt,
  positionen: z.array(investPosition),
  investition: euroBetrag,
  foerderung: euroBetrag,
  investitionNachFoerderung: euroBetrag,
});
export type InvestSystempackageResult = z.infer<typeof investSystempackageResult>;

/** Underfloor-heating hydraulics after EN 1264 (POST /api/BuildingCalc/calcInvestFBHhydrl). */
export const fbhZone = z.enum(['aufenthalt', 'rand', 'bad']);
export const heizkreis = z.object({
  name: z.string().min(1),
  /** m² */
  flaeche: inUnit('m²', z.number().min(0.1).max(1000)),
  /** W */
  heizlast: inUnit('W', z.number().nonnegative().max(100000)),
  /**
   * A room an underfloor circuit heats: 5 °C (frost protection) … 40 °C. At −60 °C the design
   * asked for −28 °C water; above 40 °C no floor stays within its surface limits.
   */
  innenTemp: inUnit('°C', z.number().min(5).max(40)).default(20),
  zone: fbhZone.default('aufenthalt'),
  /**
   * floor covering's thermal resistance R_λ,B, m²K/W (EN 1264: at most 0.15; tiles ≈ 0.02, carpet ≈ 0.1);
   * not given: 0.10, in a bathroom 0 (EN 1264-3)
   */
  belagWiderstand: inUnit('m²·K/W', z.number().min(0).max(0.15)).optional(),
});
export const investFbhInput = z.object({
  heizkreise: z.array(heizkreis).min(1).max(200),
  /** K */
  spreizung: inUnit('K', z.number().min(0.5).max(20)).default(5),
  /** pipe spacing, m */
  verlegeabstand: inUnit('m', z.number().min(0.05).max(0.5)).default(0.15),
  /** € per m of pipe laid, € per circuit at the manifold, € per m² of screed system */
  preisRohrProMeter: inUnit('€/m', euro).default(3.5),
  preisProHeizkreis: euro.default(90),
  preisSystemProM2: inUnit('€/m²', euro).default(30),
  /**
   * mbar available across circuit and valve at the manifold; the valve gets what the circuit's pipe
   * leaves of it, and its presetting follows from that
   */
  differenzdruck: inUnit('mbar', z.number().min(1).max(2000)).default(300),
  /** longest circuit, m (EN 1264 practice: about 100–120 m); a room's pipe is split into equal circuits */
  maxKreislaenge: inUnit('m', z.number().min(20).max(250)).default(120),
  /** inner pipe diameter, mm (16 × 2 mm PE-X: 12 mm) */
  rohrInnendurchmesser: inUnit('mm', z.number().min(6).max(40)).default(12),
  /** outer pipe diameter D, mm (EN 1264-2 tables: 8 … 30 mm) */
  rohrAussendurchmesser: inUnit('mm', z.number().min(8).max(30)).default(16),
  /** screed above the pipe s_u, m, and its conductivity λ_E, W/(mK) (cement screed 1.2) */
  estrichUeberdeckung: inUnit('m', z.number().min(0.01).max(0.15)).default(0.045),
  /**
   * The pipes of a type A floor lie in a wet screed: mastic asphalt (about 0.7) up to cement and
   * calcium sulphate (1.2–1.6). Below 0.7 the EN 1264-2 Annex A product, whose a_B holds the screed
   * only at its reference 0.045 m, let K_H rise with a thicker floor covering (λ_E 0.3, 375 mm
   * spacing, 150 mm screed, 8 mm pipe: 1.034 W/(m²K) bare, 1.091 under R_λ,B 0.10) and with a wider
   * spacing: a property test found it.
   */
  estrichWaermeleitfaehigkeit: inUnit('W/(m·K)', z.number().min(0.7).max(3)).default(1.2),
  ventil: z.string().optional(),
});
export type InvestFbhInput = z.input<typeof investFbhInput>;

export const heizkreisErgebnis = z.object({
  name: z.string(),
  waermestromdichte: wattProM2,
  /** mean floor surface temperature */
  oberflaechenTemp: grad,
  maxOberflaechenTemp: grad,
  grenzeEingehalten: z.boolean(),
  /** the room's total (kg/h and l/h alike for water) */
  massenstrom: kgProStunde,
  /** the room's total */
  rohrlaenge: outUnit('m', z.number()),
  /** circuits the room's pipe is split into (each at most maxKreislaenge) */
  kreise: anzahl,
  /** length and flow of one circuit */
  kreislaenge: outUnit('m', z.number()),
  massenstromJeKreis: kgProStunde,
  /** pipe pressure drop of one circuit (Darcy–Weisbach) */
  druckverlust: millibar,
  /** left across the circuit valve: differenzdruck − druckverlust (0 when the pipe takes it all) */
  ventilDifferenzdruck: millibar,
  ventilvoreinstellung: z.string().nullable(),
  /** R_λ,B used */
  belagWiderstand: outUnit('m²·K/W', z.number()),
  /** equivalent heat transmission coefficient K_H (EN 1264-2) */
  kH: outUnit('W/(m²·K)', z.number()),
  /** log-mean excess temperature of the heating water over the room, ΔθH = q/K_H */
  heizmittelUebertemperatur: kelvin,
  /** this room's spread at the design flow temperature (EN 1264-3); 0 without load */
  spreizungKreis: kelvin,
  /** true for the room that sets the design flow temperature */
  auslegungsraum: z.boolean(),
});
export const investFbhResult = z.object({
  heizkreise: z.array(heizkreisErgebnis),
  /** design flow temperature set by the room that needs the most (EN 1264-3) */
  vorlaufTempAuslegung: grad,
  /** name of that room */
  auslegungsraum: z.string(),
  massenstromGesamt: kgProStunde,
  rohrlaengeGesamt: outUnit('m', z.number()),
  investition: euroBetrag,
  kurve: z.array(kurve),
});
export type InvestFbhResult = z.infer<typeof investFbhResult>;

/** A ventilation level's air flow relative to nominal ventilation. */
const stufenfaktor = inUnit('1', z.number().min(0).max(5));

/** Controlled residential ventilation (POST /api/BuildingCalc/calcInvestKWL). */
export const investKwlInput = z
  .object({
    /** m² heated area and clear room height m */
    wohnflaeche: inUnit('m²', z.number().positive().max(10000)),
    raumhoehe: inUnit('m', z.number().positive().max(20)).default(2.5),
    /** nominal air change h⁻¹ */
    nennLuftwechsel: inUnit('h⁻¹', z.number().positive().max(3)).default(0.5),
    /** level factors relative to nominal ventilation; DIN 1946-6 coefficients are product parameters */
    stufenfaktoren: z
      .object({ feuchteschutz: stufenfaktor, reduziert: stufenfaktor, nenn: stufenfaktor, intensiv: stufenfaktor })
      .default({ feuchteschutz: 0.3, reduziert: 0.7, nenn: 1, intensiv: 1.3 }),
    waermerueckgewinnung: inUnit('1', z.number().min(0).max(0.95)).default(0.8),
    innenTemp: temperatur.default(20),
    normAussenTemp: temperatur.default(-12),
    /** heating degree hours Kh/a, for the yearly saving */
    heizgradstunden: inUnit('K·h/a', z.number().nonnegative().max(300000)).default(75000),
    preisGeraet: euro.default(4500),
    preisLeitungProM2: inUnit('€/m²', euro).default(35),
    montage: euro.default(1500),
  })
  .superRefine((v, ctx) => {
    // Outdoor air warmer than the room carries no ventilation heat loss to save.
    if (v.innenTemp <= v.normAussenTemp)
      ctx.addIssue({ code: 'custom', path: ['innenTemp'], message: 'innenTemp must be above normAussenTemp' });
  });
export type InvestKwlInput = z.input<typeof investKwlInput>;

const luftstrom = outUnit('m³/h', z.number());

export const investKwlResult = z.object({
  /** m³/h per level */
  volumenstroeme: z.object({
    feuchteschutz: luftstrom,
    reduziert: luftstrom,
    nenn: luftstrom,
    intensiv: luftstrom,
  }),
  /** at design conditions, without and with heat recovery */
  lueftungswaermeverlustOhneWrg: watt,
  lueftungswaermeverlustMitWrg: watt,
  /** recovered at nominal ventilation */
  eingesparteWaerme: kWhImJahr,
  investition: euroBetrag,
});
export type InvestKwlResult = z.infer<typeof investKwlResult>;
