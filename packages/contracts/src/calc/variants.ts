import { z } from 'zod';
import {
  anteil,
  anzahl,
  co2Preis,
  euro,
  grad,
  kWhImJahr,
  kWhProJahr,
  preisaenderungsfaktor,
  preisProKWh,
  temperatur,
  zahl,
} from './common';
import { wirtschaftlichkeit } from './economics';
import { inUnit, outUnit } from './units';

/**
 * Variant calculator (POST /api/BuildingCalcV2). Spec §3 lists the inputs; the per-variant
 * inputs are parallel lists indexed by variant, as the spec has them.
 */
export const energiepreis = z.object({
  /** €/a */
  grundpreis: inUnit('€/a', euro),
  /** €/kWh */
  arbeitspreis: preisProKWh,
  /** yearly price change factor (1.03 = +3 %/a) */
  preissteigerung: preisaenderungsfaktor,
});
export type Energiepreis = z.infer<typeof energiepreis>;

export const variantInput = z
  .object({
    /** true: missing per-variant lists are filled with the default comparison set */
    isDefaultRun: z.boolean().default(false),
    /** informational flags of the form; the engine uses whatever values arrive */
    isAnlageModified: z.boolean().default(false),
    isKostenModified: z.boolean().default(false),
    numberOfVariants: inUnit('1', z.number().int().min(1).max(8)),
    isSanierung: z.boolean().default(true),
    /** building standard from the catalogue (specific heat demand) */
    gebaeudestandard: z.string().min(1).default('teilsaniert'),
    wohnflaeche: inUnit('m²', z.number().positive().max(2000)),
    postleitzahl: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    altKesselTyp: z.string().default('gasKessel'),
    altKesselBaujahr: inUnit('1', z.number().int().min(1950).max(2100)).optional(),
    verbrauchBekannt: z.boolean().default(false),
    /** kWh/a final energy of the old boiler */
    verbrauch: kWhProJahr.optional(),
    /** share of floor area heated by underfloor heating, sets the default flow temperature */
    fussbodenheizungAnteil: anteil.default(0),
    /** kWp of an existing PV system kept in every variant */
    pvAlt: inUnit('kWp', z.number().nonnegative().max(100)).default(0),
    pvNeu: z.boolean().default(true),
    /** household type from the catalogue (persons, electricity, hot water) */
    bewohnerTyp: z.string().default('familie4'),
    /** kWh/a custom demands replacing the household type's values */
    warmwasserbedarf: kWhProJahr.optional(),
    haushaltsstrombedarf: kWhProJahr.optional(),
    eMobilitaet: z.boolean().default(false),
    /** km/a driven electrically */
    kilometer: inUnit('km/a', z.number().nonnegative().max(200000)).default(0),
    heizen: z.boolean().default(true),
    kuehlen: z.boolean().default(false),
    lueften: z.boolean().default(false),
    pv: z.boolean().default(false),
    batterie: z.boolean().default(false),
    erzeuger: z.array(z.string()).max(8).default([]),
    zweitErzeuger: z.array(z.string().nullable()).max(8).default([]),
    /** share of the heat from the main generator, per variant */
    deckungsanteile: z.array(anteil).max(8).default([]),
    vorlaufTemps: z.array(temperatur).max(8).default([]),
    /** kWp and kWh per variant */
    pvLeistungen: z
      .array(inUnit('kWp', z.number().nonnegative().max(100)))
      .max(8)
      .default([]),
    batterieKapazitaeten: z
      .array(inUnit('kWh', z.number().nonnegative().max(200)))
      .max(8)
      .default([]),
    /** subsidy quota on the generator per variant (0.3 = 30 %) */
    foerderungen: z.array(anteil).max(8).default([]),
    strom: energiepreis.default({ grundpreis: 150, arbeitspreis: 0.35, preissteigerung: 1.03 }),
    gas: energiepreis.default({ grundpreis: 200, arbeitspreis: 0.11, preissteigerung: 1.04 }),
    oel: energiepreis.default({ grundpreis: 0, arbeitspreis: 0.1, preissteigerung: 1.04 }),
    pellets: energiepreis.default({ grundpreis: 0, arbeitspreis: 0.08, preissteigerung: 1.03 }),
    einspeiseverguetung: preisProKWh.default(0.0794),
    co2Steuer: z.boolean().default(true),
    /** €/t */
    co2Preis: co2Preis.default(55),
    preissteigerungCo2: preisaenderungsfaktor.default(1.03),
    foerderung: z.boolean().default(true),
    zins: inUnit('1', z.number().min(-0.05).max(0.3)).default(0.03),
    betrachtungszeitraum: inUnit('a', z.number().int().positive().max(60)).default(20),
    pvProKWp: inUnit('€/kWp', euro).default(1400),
    batterieProKWh: inUnit('€/kWh', euro).default(700),
  })
  .superRefine((v, ctx) => {
    if (v.verbrauchBekannt && v.verbrauch === undefined) {
      ctx.addIssue({ code: 'custom', path: ['verbrauch'], message: 'verbrauch is required when verbrauchBekannt' });
    }
    if (!v.isDefaultRun && v.erzeuger.length < v.numberOfVariants) {
      ctx.addIssue({
        code: 'custom',
        path: ['erzeuger'],
        message: `erzeuger needs one entry per variant (${v.numberOfVariants})`,
      });
    }
    const lists = [
      'zweitErzeuger',
      'deckungsanteile',
      'vorlaufTemps',
      'pvLeistungen',
      'batterieKapazitaeten',
      'foerderungen',
    ] as const;
    for (const name of lists) {
      const length = v[name].length;
      if (length > 0 && length < v.numberOfVariants) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} needs one entry per variant or none` });
      }
    }
  });
export type VariantInput = z.input<typeof variantInput>;
export type VariantParsed = z.output<typeof variantInput>;

export const variantErgebnis = wirtschaftlichkeit.extend({
  variante: anzahl,
  erzeuger: z.string(),
  zweitErzeuger: z.string().nullable(),
  /** share of the year's heat the main generator gives, a fraction */
  deckungsanteil: zahl,
  vorlaufTemp: grad,
  pvLeistung: outUnit('kWp', z.number()),
  batterieKapazitaet: outUnit('kWh', z.number()),
  /** 1 = lowest net annual cost */
  rang: anzahl,
});
export type VariantErgebnis = z.infer<typeof variantErgebnis>;

export const variantResult = z.object({
  varianten: z.array(variantErgebnis),
  /** index of the variant with the lowest net annual cost */
  guenstigsteVariante: anzahl,
  heizwaermebedarf: kWhImJahr,
  normAussenTemp: grad.nullable(),
});
export type VariantResult = z.infer<typeof variantResult>;
