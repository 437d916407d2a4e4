/*
 * BEG EM heating subsidy (Bundesförderung für effiziente Gebäude – Einzelmaßnahmen, KfW 458),
 * rules as of 2024:
 *   - basic rate 30 % for a heat pump or a biomass heating in an existing building;
 *   - climate speed bonus 20 % when it replaces a working fossil heating (owner-occupied);
 *   - income bonus 30 % for a household income up to 40,000 € a year (owner-occupied);
 *   - efficiency bonus 5 % for a heat pump with a natural refrigerant or water, ground or waste
 *     water as its source;
 *   - together at most 70 %;
 *   - eligible costs at most 30,000 € for the first housing unit, 15,000 € each for the 2nd to
 *     6th and 8,000 € each from the 7th.
 * New builds are not funded by BEG EM (their programme is KfW's new-build funding).
 */

export type Funded = 'waermepumpe' | 'biomasse' | 'keine';

export interface SubsidyRequest {
  erzeuger: Funded;
  neubau: boolean;
  geschwindigkeitsbonus: boolean;
  einkommensbonus: boolean;
  /** natural refrigerant, or a ground, water or waste-water source */
  effizienzbonus: boolean;
  investition: number;
  wohneinheiten: number;
}

export interface Subsidy {
  quote: number;
  foerderfaehigeKosten: number;
  betrag: number;
  bestandteile: Array<{ art: 'grund' | 'geschwindigkeit' | 'einkommen' | 'effizienz'; quote: number }>;
}

export const BEG_MAX_RATE = 0.7;

/** The eligible-cost ceiling for a number of housing units, €. */
export function eligibleCostCeiling(units: number): number {
  const n = Math.max(1, Math.floor(units));
  return 30000 + 15000 * Math.min(5, n - 1) + 8000 * Math.max(0, n - 6);
}

export function begSubsidy(r: SubsidyRequest): Subsidy {
  const foerderfaehigeKosten = Math.min(r.investition, eligibleCostCeiling(r.wohneinheiten));
  if (r.erzeuger === 'keine' || r.neubau) return { quote: 0, foerderfaehigeKosten, betrag: 0, bestandteile: [] };
  const bestandteile: Subsidy['bestandteile'] = [{ art: 'grund', quote: 0.3 }];
  if (r.geschwindigkeitsbonus) bestandteile.push({ art: 'geschwindigkeit', quote: 0.2 });
  if (r.einkommensbonus) bestandteile.push({ art: 'einkommen', quote: 0.3 });
  if (r.effizienzbonus && r.erzeuger === 'waermepumpe') bestandteile.push({ art: 'effizienz', quote: 0.05 });
  const quote = Math.min(
    BEG_MAX_RATE,
    bestandteile.reduce((sum, b) => sum + b.quote, 0),
  );
  return { quote, foerderfaehigeKosten, betrag: quote * foerderfaehigeKosten, bestandteile };
}

/** The rate of a subsidy on an investment: the capped amount over the whole investment (0 for none). */
export function effectiveRate(s: Subsidy, investition: number): number {
  return investition > 0 ? s.betrag / investition : 0;
}
