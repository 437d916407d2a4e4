import { type Catalogues, sampleCatalogues } from '../catalogues';
import { type InvestFbhInput, type InvestFbhResult, investFbhInput } from '../contracts';
import { parseInput } from '../input';
import { FLOOR_SURFACE_LIMITS, floorHeatFlux, floorSurfaceTemperatureFor } from '../physics/underfloor';
import { waterMassFlow } from '../physics/waterFlow';
import { valvePresetting } from '../radiator/valvePresetting';

/**
 * Underfloor-heating hydraulics after EN 1264: per circuit the heat flux q = Φ/A, the mean floor
 * surface temperature from the base curve q = 8.92·(θF,m − θi)^1.1 checked against the zone
 * limit, the circuit flow ṁ = Φ/(1.163·σ) with its valve presetting, the pipe length A/spacing,
 * and the investment.
 */
export function calcInvestFbhHydraulics(
  input: InvestFbhInput,
  catalogues: Catalogues = sampleCatalogues(),
): InvestFbhResult {
  const p = parseInput(investFbhInput, input);
  const heizkreise = p.heizkreise.map((k) => {
    const q = k.heizlast / k.flaeche;
    const massenstrom = waterMassFlow(k.heizlast, p.spreizung);
    const maxOberflaechenTemp = FLOOR_SURFACE_LIMITS[k.zone];
    const oberflaechenTemp = floorSurfaceTemperatureFor(q, k.innenTemp);
    return {
      name: k.name,
      waermestromdichte: q,
      oberflaechenTemp,
      maxOberflaechenTemp,
      grenzeEingehalten: oberflaechenTemp <= maxOberflaechenTemp,
      massenstrom,
      rohrlaenge: k.flaeche / p.verlegeabstand,
      ventilvoreinstellung: valvePresetting(catalogues, p.ventil, 'ventil', massenstrom, p.differenzdruck, 2)
        .ventilvoreinstellung,
    };
  });
  const flaeche = p.heizkreise.reduce((s, k) => s + k.flaeche, 0);
  const rohrlaengeGesamt = heizkreise.reduce((s, k) => s + k.rohrlaenge, 0);
  const points = [];
  for (let dT = 0; dT <= 15; dT += 1) points.push({ x: dT, y: floorHeatFlux(20 + dT, 20) });
  return {
    heizkreise,
    massenstromGesamt: heizkreise.reduce((s, k) => s + k.massenstrom, 0),
    rohrlaengeGesamt,
    investition:
      rohrlaengeGesamt * p.preisRohrProMeter + heizkreise.length * p.preisProHeizkreis + flaeche * p.preisSystemProM2,
    kurve: [{ description: 'EN 1264 Basiskennlinie q [W/m²] über θF,m − θi [K]', points }],
  };
}
