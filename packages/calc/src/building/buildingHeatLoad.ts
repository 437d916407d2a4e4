import { type Catalogues, sampleCatalogues } from '../catalogues';
import { type BuildingCalcInput, type BuildingCalcResult, buildingCalcInput } from '../contracts';
import { CalcInputError, parseInput } from '../input';
import { adjacencyFactor, roomHeatLoad } from '../physics/heatLoad';
import { ADJACENCY_FACTORS, defaultAirChange, uValueFor } from './buildingDefaults';
import { requireDesignTemperature } from './designTemperature';

/**
 * Building calculation, new build and renovation (EN 12831-1, simple method): per room the
 * transmission load with thermal-bridge surcharge and adjacency factors and the ventilation load
 * with optional heat recovery, at the location's design outdoor temperature. U-values and air
 * change come from the construction year where the input leaves them open. For new builds the
 * thermal-bridge surcharge defaults as given (Table B.1: 0.05 good practice, 0.02 high level).
 */
export function calculateBuildingHeatLoad(
  input: BuildingCalcInput,
  catalogues: Catalogues = sampleCatalogues(),
): BuildingCalcResult {
  const p = parseInput(buildingCalcInput, input);
  const outside = requireDesignTemperature(catalogues, p.standort, p.normAussenTemp);

  const raeume = p.raeume.map((raum, r) => {
    // A room at or below the outdoor temperature needs no heating; a negative load is no answer.
    if (raum.innenTemp <= outside)
      throw new CalcInputError([{ field: `raeume.${r}.innenTemp`, message: 'innenTemp must be above normAussenTemp' }]);
    const elements = raum.bauteile.map((b, e) => {
      const u = b.u ?? uValueFor(catalogues, b.bauteilart, p.baujahr);
      if (u === undefined) {
        throw new CalcInputError([
          {
            field: `raeume.${r}.bauteile.${e}.u`,
            message: `no U-value for "${b.bauteilart}" built ${p.baujahr}; enter u`,
          },
        ]);
      }
      const factor =
        b.faktor ??
        (b.angrenzendeTemp !== undefined
          ? adjacencyFactor(raum.innenTemp, b.angrenzendeTemp, outside)
          : ADJACENCY_FACTORS[b.angrenzung]);
      // No thermal-bridge surcharge towards heated rooms: there is no heat flow to bridge.
      const thermalBridge = factor === 0 ? 0 : p.waermebrueckenzuschlag;
      return { area: b.flaeche, u, thermalBridge, factor };
    });
    const load = roomHeatLoad({
      elements,
      volume: raum.volumen,
      airChange: raum.luftwechsel ?? defaultAirChange(p.baujahr),
      inside: raum.innenTemp,
      outside,
      heatRecovery: p.waermerueckgewinnung,
    });
    return {
      name: raum.name,
      innenTemp: raum.innenTemp,
      transmission: load.transmission,
      lueftung: load.ventilation,
      // Warmer neighbours may bring more heat than the room loses: it then needs none, not a negative load.
      heizlast: Math.max(0, load.total),
      spezifischeHeizlast: raum.flaeche > 0 ? Math.max(0, load.total) / raum.flaeche : 0,
    };
  });

  const sum = (key: 'transmission' | 'lueftung' | 'heizlast') => raeume.reduce((s, r) => s + r[key], 0);
  const flaeche = p.raeume.reduce((s, r) => s + r.flaeche, 0);
  return {
    normAussenTemp: outside,
    raeume,
    transmission: sum('transmission'),
    lueftung: sum('lueftung'),
    heizlast: sum('heizlast'),
    spezifischeHeizlast: flaeche > 0 ? sum('heizlast') / flaeche : 0,
  };
}
