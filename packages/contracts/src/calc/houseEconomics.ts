import { z } from 'zod';
import { anteil, co2Preis, euro, kWhProJahr, preisaenderungsfaktor, preisProKWh, temperatur } from './common';
import { wirtschaftlichkeit } from './economics';
import { inUnit } from './units';

/**
 * House economics EFH: one heating/PV configuration of a single-family house, costed with the
 * VDI 2067-1 annuity method. Spec §3 "EFH input" lists the groups; these are the fields.
 */
export const efhInput = z.object({
  /** m² heated floor area */
  wohnflaeche: inUnit('m²', z.number().positive().max(2000)),
  /** kWh/(m²a) */
  spezHeizwaermebedarf: inUnit('kWh/(m²·a)', z.number().nonnegative().max(500)).default(60),
  spezWarmwasserbedarf: inUnit('kWh/(m²·a)', z.number().nonnegative().max(100)).default(12.5),
  spezKuehlbedarf: inUnit('kWh/(m²·a)', z.number().nonnegative().max(200)).default(0),
  /** kWh/a household electricity */
  haushaltsstrom: kWhProJahr.default(4000),
  heizen: z.boolean().default(true),
  kuehlen: z.boolean().default(false),
  lueften: z.boolean().default(false),
  /** generator from the heat-generator catalogue */
  erzeuger: z.string().min(1).default('luftWasserWP'),
  /** seasonal performance factor override for heat pumps (efficiency for boilers) */
  jazHeizen: inUnit('1', z.number().min(0.1).max(8)).optional(),
  /** seasonal energy efficiency ratio for cooling */
  eerKuehlen: inUnit('1', z.number().positive().max(10)).default(3.5),
  vorlaufTemp: temperatur.default(35),
  /** kWp, kWh/kWp, kWh usable */
  pvLeistung: inUnit('kWp', z.number().nonnegative().max(100)).default(0),
  pvSpezErtrag: inUnit('kWh/kWp', z.number().positive().max(2000)).default(1000),
  batterieKapazitaet: inUnit('kWh', z.number().nonnegative().max(200)).default(0),
  /** interest rate (0.03 = 3 %) and observation period in years */
  zins: inUnit('1', z.number().min(-0.05).max(0.3)).default(0.03),
  betrachtungszeitraum: inUnit('a', z.number().int().positive().max(60)).default(20),
  preissteigerungStrom: preisaenderungsfaktor.default(1.03),
  preissteigerungBrennstoff: preisaenderungsfaktor.default(1.03),
  preissteigerungInvest: preisaenderungsfaktor.default(1.02),
  preissteigerungBetrieb: preisaenderungsfaktor.default(1.02),
  preissteigerungCo2: preisaenderungsfaktor.default(1.03),
  /** €/kWh and €/a */
  strompreis: preisProKWh.default(0.35),
  stromGrundpreis: inUnit('€/a', euro).default(150),
  /** separate heat-pump tariff €/kWh; household price when missing */
  waermepumpenStrompreis: preisProKWh.optional(),
  einspeiseverguetung: preisProKWh.default(0.0794),
  /** fuel of boilers: €/kWh and €/a */
  brennstoffpreis: preisProKWh.default(0.12),
  brennstoffGrundpreis: inUnit('€/a', euro).default(150),
  /** €/t CO2 (BEHG: 55 €/t in 2025) */
  co2Preis: co2Preis.default(55),
  /** investment costs per technology; generator from the catalogue when missing */
  investition: z
    .object({
      waermeerzeuger: euro.optional(),
      pvProKWp: inUnit('€/kWp', euro).default(1400),
      batterieProKWh: inUnit('€/kWh', euro).default(700),
      lueftung: euro.default(8000),
      kuehlung: euro.default(0),
    })
    .prefault({}),
  /** subsidy on the first purchase of the heat generator (0.3 = 30 %) */
  foerderquote: anteil.default(0),
  /** custom overrides of single investment items by component name (waermeerzeuger, pv, batterie, lueftung, kuehlung) */
  investitionOverrides: z.record(z.string(), euro).default({}),
});
export type EfhInput = z.input<typeof efhInput>;
export type EfhParsed = z.output<typeof efhInput>;

export const efhResult = wirtschaftlichkeit;
export type EfhResult = z.infer<typeof efhResult>;
