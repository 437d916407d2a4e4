import { z } from 'zod';
import { euroBetrag, euroProJahr, kurve, kWhImJahr, zahl } from './common';
import { outUnit } from './units';

/**
 * Result blocks shared by the house economics (EFH) and the variant calculator: the annual energy
 * balance, the hourly PV model's totals and the VDI 2067-1 annuities. Costs are positive € per
 * year; `gesamt` is the net annual cost (costs minus proceeds), `annuitaetVdi` the same with the
 * sign of VDI 2067-1 (A_N = proceeds − costs).
 */
export const energiebilanz = z.object({
  /** useful heat for space heating, hot water and cooling */
  heizwaerme: kWhImJahr,
  warmwasser: kWhImJahr,
  kuehlung: kWhImJahr,
  /** final energy per carrier (strom, erdgas, heizoel, pellets, ...) */
  endenergie: z.record(z.string(), kWhImJahr),
  /** electricity demand of the house incl. heat pump, cooling, ventilation, e-mobility */
  strombedarf: kWhImJahr,
  /** seasonal performance factor or efficiency used for the main generator */
  jahresarbeitszahl: zahl,
});

export const pvBilanz = z.object({
  erzeugung: kWhImJahr,
  direktverbrauch: kWhImJahr,
  batterieEntladung: kWhImJahr,
  eigenverbrauch: kWhImJahr,
  einspeisung: kWhImJahr,
  netzbezug: kWhImJahr,
  /** self-used PV / PV generation, a fraction */
  eigenverbrauchsanteil: zahl,
  /** self-used PV / total consumption, a fraction */
  autarkiegrad: zahl,
});
export type PvBilanz = z.infer<typeof pvBilanz>;

export const annuitaeten = z.object({
  kapital: euroProJahr,
  bedarf: euroProJahr,
  betrieb: euroProJahr,
  co2: euroProJahr,
  erloese: euroProJahr,
  gesamt: euroProJahr,
  annuitaetVdi: euroProJahr,
});
export type Annuitaeten = z.infer<typeof annuitaeten>;

export const wirtschaftlichkeit = z.object({
  energie: energiebilanz,
  pv: pvBilanz,
  /** t CO2-eq per year (GEG Anlage 9 factors) */
  co2Emissionen: outUnit('t/a', z.number()),
  investition: euroBetrag,
  foerderung: euroBetrag,
  annuitaeten,
  /** the first year's: energy, CO2 price, maintenance, minus feed-in */
  laufendeKostenErstesJahr: euroProJahr,
  kurve: z.array(kurve),
});
export type Wirtschaftlichkeit = z.infer<typeof wirtschaftlichkeit>;
