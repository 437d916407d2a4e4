import { z } from 'zod';
import { kurve } from './common';

/**
 * Result blocks shared by the house economics (EFH) and the variant calculator: the annual energy
 * balance, the hourly PV model's totals and the VDI 2067-1 annuities. Costs are positive € per
 * year; `gesamt` is the net annual cost (costs minus proceeds), `annuitaetVdi` the same with the
 * sign of VDI 2067-1 (A_N = proceeds − costs).
 */
export const energiebilanz = z.object({
  /** kWh/a useful heat for space heating, hot water and cooling */
  heizwaerme: z.number(),
  warmwasser: z.number(),
  kuehlung: z.number(),
  /** kWh/a final energy per carrier (strom, erdgas, heizoel, pellets, ...) */
  endenergie: z.record(z.string(), z.number()),
  /** kWh/a electricity demand of the house incl. heat pump, cooling, ventilation, e-mobility */
  strombedarf: z.number(),
  /** seasonal performance factor or efficiency used for the main generator */
  jahresarbeitszahl: z.number(),
});

export const pvBilanz = z.object({
  /** kWh/a */
  erzeugung: z.number(),
  direktverbrauch: z.number(),
  batterieEntladung: z.number(),
  eigenverbrauch: z.number(),
  einspeisung: z.number(),
  netzbezug: z.number(),
  /** self-used PV / PV generation */
  eigenverbrauchsanteil: z.number(),
  /** self-used PV / total consumption */
  autarkiegrad: z.number(),
});
export type PvBilanz = z.infer<typeof pvBilanz>;

export const annuitaeten = z.object({
  kapital: z.number(),
  bedarf: z.number(),
  betrieb: z.number(),
  co2: z.number(),
  erloese: z.number(),
  gesamt: z.number(),
  annuitaetVdi: z.number(),
});
export type Annuitaeten = z.infer<typeof annuitaeten>;

export const wirtschaftlichkeit = z.object({
  energie: energiebilanz,
  pv: pvBilanz,
  /** t CO2-eq per year (GEG Anlage 9 factors) */
  co2Emissionen: z.number(),
  investition: z.number(),
  foerderung: z.number(),
  annuitaeten,
  /** € in the first year: energy, CO2 price, maintenance, minus feed-in */
  laufendeKostenErstesJahr: z.number(),
  kurve: z.array(kurve),
});
export type Wirtschaftlichkeit = z.infer<typeof wirtschaftlichkeit>;
