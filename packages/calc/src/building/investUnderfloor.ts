import { type Catalogues, sampleCatalogues } from '../catalogues';
import { type InvestFbhInput, type InvestFbhResult, investFbhInput } from '../contracts';
import { CalcInputError, parseInput } from '../input';
import { pipePressureDrop } from '../physics/pipeFriction';
import { FLOOR_SURFACE_LIMITS, floorHeatFlux, floorSurfaceTemperatureFor } from '../physics/underfloor';
import { designFlowTemperature, floorTransmissionCoefficient, roomSpread } from '../physics/underfloorDesign';
import { waterMassFlow } from '../physics/waterFlow';
import { valvePresetting } from '../radiator/valvePresetting';

/**
 * Underfloor-heating hydraulics after EN 1264: per room the heat flux q = Φ/A, the mean floor
 * surface temperature from the base curve q = 8.92·(θF,m − θi)^1.1 checked against the zone
 * limit, the flow ṁ = Φ/(1.163·σ) and the pipe length A/spacing. The pipe is split into equal
 * circuits no longer than maxKreislaenge; each circuit's pipe pressure drop (Darcy–Weisbach)
 * leaves the rest of the manifold's differential pressure to its valve, whose presetting follows
 * from that. Then the investment (per circuit at the manifold).
 *
 * The design flow temperature (EN 1264-2/-3, physics/underfloorDesign.ts): each room's
 * ΔθH = q/K_H with K_H from the spacing, screed, pipe and the floor covering's R_λ,B; the room
 * needing the highest flow temperature is designed at the given spread and sets θV,des; every
 * other room gets its own spread at θV,des, and its water flow follows from that spread.
 */
/**
 * Warmest water an underfloor circuit may carry: pipes laid in screed are rated for 70 °C
 * (ISO 10508 class 4, underfloor heating). A load the floor could only give off above it (2 kW on
 * 0.1 m² asked for 5960 °C water and a 1132 °C floor) is refused naming that circuit's load.
 */
export const MAX_UNDERFLOOR_FLOW_TEMP = 70;

export function calcInvestFbhHydraulics(
  input: InvestFbhInput,
  catalogues: Catalogues = sampleCatalogues(),
): InvestFbhResult {
  const p = parseInput(investFbhInput, input);
  const rooms = p.heizkreise.map((k) => {
    const q = k.heizlast / k.flaeche;
    const belagWiderstand = k.belagWiderstand ?? (k.zone === 'bad' ? 0 : 0.1);
    const kH = floorTransmissionCoefficient({
      spacing: p.verlegeabstand,
      screedCover: p.estrichUeberdeckung,
      screedConductivity: p.estrichWaermeleitfaehigkeit,
      pipeOuterDiameter: p.rohrAussendurchmesser / 1000,
      coveringResistance: belagWiderstand,
    });
    const excess = q / kH;
    return { k, q, belagWiderstand, kH, excess, flow: designFlowTemperature(k.innenTemp, excess, p.spreizung) };
  });
  // (a room is at most 40 °C and the spread at most 20 K, so some load always stays within)
  const tooWarm = rooms.flatMap((room, i) =>
    room.excess > 0 && room.flow > MAX_UNDERFLOOR_FLOW_TEMP
      ? [{ field: `heizkreise.${i}.heizlast`, message: `must be at most ${largestLoad(room, p.spreizung)}` }]
      : [],
  );
  if (tooWarm.length > 0) throw new CalcInputError(tooWarm);
  const worst = rooms.reduce((a, b) => (b.excess > 0 && (a.excess <= 0 || b.flow > a.flow) ? b : a));
  const vorlaufTempAuslegung = worst.flow;
  const heizkreise = rooms.map((room) => {
    const { k, q, belagWiderstand, kH, excess } = room;
    const spreizungKreis =
      room === worst ? (excess > 0 ? p.spreizung : 0) : roomSpread(vorlaufTempAuslegung, k.innenTemp, excess);
    const massenstrom = spreizungKreis > 0 ? waterMassFlow(k.heizlast, spreizungKreis) : 0;
    const maxOberflaechenTemp = FLOOR_SURFACE_LIMITS[k.zone];
    const oberflaechenTemp = floorSurfaceTemperatureFor(q, k.innenTemp);
    const rohrlaenge = k.flaeche / p.verlegeabstand;
    const kreise = Math.max(1, Math.ceil(rohrlaenge / p.maxKreislaenge - 1e-9));
    const kreislaenge = rohrlaenge / kreise;
    const massenstromJeKreis = massenstrom / kreise;
    const druckverlust = pipePressureDrop(massenstromJeKreis, kreislaenge, p.rohrInnendurchmesser);
    const ventilDifferenzdruck = Math.max(0, p.differenzdruck - druckverlust);
    return {
      name: k.name,
      waermestromdichte: q,
      oberflaechenTemp,
      maxOberflaechenTemp,
      grenzeEingehalten: oberflaechenTemp <= maxOberflaechenTemp,
      massenstrom,
      rohrlaenge,
      kreise,
      kreislaenge,
      massenstromJeKreis,
      druckverlust,
      ventilDifferenzdruck,
      // No pressure left for the valve: no presetting passes the flow.
      ventilvoreinstellung:
        ventilDifferenzdruck > 0 && massenstromJeKreis > 0
          ? valvePresetting(catalogues, p.ventil, 'ventil', massenstromJeKreis, ventilDifferenzdruck, 2)
              .ventilvoreinstellung
          : null,
      belagWiderstand,
      kH,
      heizmittelUebertemperatur: excess,
      spreizungKreis,
      auslegungsraum: room === worst,
    };
  });
  const flaeche = p.heizkreise.reduce((s, k) => s + k.flaeche, 0);
  const rohrlaengeGesamt = heizkreise.reduce((s, k) => s + k.rohrlaenge, 0);
  const points = [];
  for (let dT = 0; dT <= 15; dT += 1) points.push({ x: dT, y: floorHeatFlux(20 + dT, 20) });
  return {
    heizkreise,
    vorlaufTempAuslegung,
    auslegungsraum: worst.k.name,
    massenstromGesamt: heizkreise.reduce((s, k) => s + k.massenstrom, 0),
    rohrlaengeGesamt,
    investition:
      rohrlaengeGesamt * p.preisRohrProMeter +
      heizkreise.reduce((s, k) => s + k.kreise, 0) * p.preisProHeizkreis +
      flaeche * p.preisSystemProM2,
    kurve: [
      { description: 'EN 1264 Basiskennlinie q [W/m²] über θF,m − θi [K]', einheitX: 'K', einheitY: 'W/m²', points },
    ],
  };
}

/**
 * The largest load (whole W) the circuit's floor gives off with its water at most
 * MAX_UNDERFLOOR_FLOW_TEMP: the flow temperature grows with the load, so bisection (60 steps).
 */
function largestLoad(
  room: { readonly k: { readonly flaeche: number; readonly innenTemp: number }; readonly kH: number },
  spread: number,
): number {
  const flowAt = (load: number) => designFlowTemperature(room.k.innenTemp, load / room.k.flaeche / room.kH, spread);
  let lo = 0;
  let hi = 100_000;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (flowAt(mid) <= MAX_UNDERFLOOR_FLOW_TEMP) lo = mid;
    else hi = mid;
  }
  return Math.floor(lo);
}
