import { type InvestKwlInput, type InvestKwlResult, investKwlInput } from '../contracts';
import { parseInput } from '../input';
import { AIR_HEAT_CAPACITY } from '../physics/constants';

/**
 * Controlled residential ventilation (KWL): volume flows of the DIN 1946-6 levels from the
 * nominal air change (the standard's level coefficients are product parameters, passed as
 * stufenfaktoren), ventilation heat loss Φ_V = 0.34·V̇·(θint − θe) without and with heat
 * recovery (θrec = θe + η·(θint − θe)), the heat recovered per year, and the investment.
 */
export function calcInvestKwl(input: InvestKwlInput): InvestKwlResult {
  const p = parseInput(investKwlInput, input);
  const nenn = p.wohnflaeche * p.raumhoehe * p.nennLuftwechsel;
  const f = p.stufenfaktoren;
  const dT = p.innenTemp - p.normAussenTemp;
  const ohne = AIR_HEAT_CAPACITY * nenn * dT;
  return {
    volumenstroeme: {
      feuchteschutz: nenn * f.feuchteschutz,
      reduziert: nenn * f.reduziert,
      nenn: nenn * f.nenn,
      intensiv: nenn * f.intensiv,
    },
    lueftungswaermeverlustOhneWrg: ohne,
    lueftungswaermeverlustMitWrg: ohne * (1 - p.waermerueckgewinnung),
    eingesparteWaerme: (AIR_HEAT_CAPACITY * nenn * p.waermerueckgewinnung * p.heizgradstunden) / 1000,
    investition: p.preisGeraet + p.wohnflaeche * p.preisLeitungProM2 + p.montage,
  };
}
