import type { FanConvectorStageRow } from '../catalogues';
import { MAX_WASSERMASSENSTROM, type StufenLeistung } from '../contracts';
import { CalcInputError } from '../input';
import { WATER_HEAT_CAPACITY } from '../physics/constants';
import { sabineAbsorptionArea, soundPressureFromAbsorption } from '../physics/sound';
import { pressureDropAtKv } from '../physics/valve';
import { type AirState, type CoolingAirSide, coilOutlet, coolingAirSide, dryAirMassFlow } from './coil';
import { conductanceFor, exchangedHeat, solveIncreasing, waterCapacityForSpread } from './heatExchanger';
import { humidityRatio, moistAirEnthalpy, moistAirHeatCapacity, saturationHumidityRatio } from './psychrometrics';

/**
 * Relative humidity assumed for the room air when heating: it enters only the air's density and
 * heat capacity (about 1 %), and cancels against the rating, which assumes the same.
 */
export const HEATING_ROOM_HUMIDITY = 0.4;

/** The operating point of a calculation (both calculators' inputs carry these fields). */
export interface OperatingPoint {
  vorlaufTemp_kuehlen: number;
  ruecklaufTemp_kuehlen: number;
  wassermassenstrom_kuehlen?: number | undefined;
  raumTemp_kuehlen: number;
  luftfeuchte_kuehlen: number;
  vorlaufTemp_heizen: number;
  ruecklaufTemp_heizen: number;
  wassermassenstrom_heizen?: number | undefined;
  raumTemp_heizen: number;
  raumvolumen: number;
  nachhallzeit: number;
}

/**
 * A unit's size as the stage ratings see it: `units` reference units (metres of coil for the KC
 * model, fans for the HPC) and the water-side kv of its cooling and heating coil.
 */
export interface CoilSize {
  units: number;
  kvKuehlen: number;
  kvHeizen: number;
}

/**
 * The water limits the output when it gives up at least this share of the most it can carry
 * (leaving at room temperature): more air or a larger coil would hardly help, more water would.
 */
export const FLOW_LIMIT_SHARE = 0.8;

/** Capacity rate in W/K of a water mass flow in kg/h. */
const waterCapacity = (massFlow: number) => massFlow * WATER_HEAT_CAPACITY;

/** Enthalpy of saturated air at t, kJ/kg dry air. */
const saturatedEnthalpy = (t: number) => moistAirEnthalpy(t, saturationHumidityRatio(t));

/** One side of the coil at one operating point: water in at `flow`, air in at `air` with dry-air mass flow `massFlow` (kg/h). */
interface CoilSide {
  flow: number;
  air: AirState;
  massFlow: number;
}

/** Sensible (dry coil) heat in W at conductance ua and water capacity rate cw, heating or cooling alike. */
function dryHeat(side: CoilSide, ua: number, cw: number): number {
  const airCapacity = (side.massFlow / 3.6) * moistAirHeatCapacity(side.air.w);
  return exchangedHeat(ua, airCapacity, cw, Math.abs(side.air.t - side.flow));
}

/**
 * Cooling heat in W: the larger of the completely dry and the completely wet coil (Braun, Klein &
 * Mitchell 1989). The wet coil exchanges enthalpy: air at h_in against saturated air at the water
 * temperature, the water's capacity taken as cw/c_s with c_s the slope of the saturation enthalpy
 * between water inlet and room; as h_in ≤ h_s(room), it never carries more than cw·(room − flow).
 */
function coolingHeat(side: CoilSide, ua: number, cw: number): { heat: number; wet: boolean } {
  const range = side.air.t - side.flow;
  const cp = moistAirHeatCapacity(side.air.w);
  const slope = (saturatedEnthalpy(side.air.t) - saturatedEnthalpy(side.flow)) / range;
  const potential = moistAirEnthalpy(side.air.t, side.air.w) - saturatedEnthalpy(side.flow);
  const wetHeat = exchangedHeat(ua / cp, side.massFlow / 3.6, cw / slope, potential);
  const dry = dryHeat(side, ua, cw);
  return { heat: Math.min(Math.max(dry, wetHeat), cw * range), wet: wetHeat > dry };
}

/**
 * The air leaving a coil that removed `heat` W: a dry coil only cools it; a wet coil mixes it with
 * saturated air at the effective surface temperature found so that the air gives exactly `heat`
 * (air-side contact factor 1 − e^(−UA/C_air)).
 */
function cooledAir(side: CoilSide, ua: number, heat: number, wet: boolean): CoolingAirSide {
  const cp = moistAirHeatCapacity(side.air.w);
  if (!wet) {
    const outlet = { t: side.air.t - heat / ((side.massFlow / 3.6) * cp), w: side.air.w };
    return coolingAirSide(side.massFlow, side.air, outlet);
  }
  const cf = -Math.expm1(-ua / ((side.massFlow / 3.6) * cp));
  const at = (surface: number) => coolingAirSide(side.massFlow, side.air, coilOutlet(side.air, surface, cf));
  const surface = solveIncreasing((s) => -at(s).gesamtleistung, -heat, side.flow, side.air.t);
  return at(surface);
}

/** The water side of an operating point: its mass flow (kg/h), return temperature and the heat (W) moved. */
interface WaterSide {
  heat: number;
  massFlow: number;
  ret: number;
  /** the most the water could carry: leaving at room temperature, W */
  limit: number;
}

/**
 * A given water mass flow wins: the heat follows from the exchanger and the return from the
 * heat. Otherwise the return temperature is given and the flow is the one at which the water
 * changes its temperature by the spread.
 */
function waterSide(
  heatAt: (cw: number) => number,
  side: CoilSide,
  ret: number,
  massFlow: number | undefined,
  direction: 1 | -1,
): WaterSide {
  const cw =
    massFlow === undefined ? waterCapacityForSpread(heatAt, Math.abs(ret - side.flow)) : waterCapacity(massFlow);
  const heat = heatAt(cw);
  const range = Math.abs(side.air.t - side.flow);
  if (massFlow === undefined) return { heat, massFlow: cw / WATER_HEAT_CAPACITY, ret, limit: cw * range };
  return { heat, massFlow, ret: side.flow + (direction * heat) / cw, limit: cw * range };
}

/** One stage's coils at the operating point: the cooling and heating side and the heat each moves at a water capacity rate. */
interface StageCoils {
  stage: FanConvectorStageRow;
  luftvolumenstrom: number;
  schallleistungspegel: number;
  cooling: CoilSide;
  uaCooling: number;
  coolingHeatAt: (cw: number) => number;
  heating: CoilSide;
  uaHeating: number;
  heatingHeatAt: (cw: number) => number;
}

/**
 * A stage's coils: each a counterflow heat exchanger whose conductance UA follows from the stage's
 * rated output at its rating point (rated water flow from its spread), set at the operating point.
 */
function stageCoils(stage: FanConvectorStageRow, size: CoilSize, op: OperatingPoint): StageCoils {
  const luftvolumenstrom = stage.luftvolumenstrom * size.units;
  const sideAt = (flow: number, air: AirState): CoilSide => ({
    flow,
    air,
    massFlow: dryAirMassFlow(luftvolumenstrom, air),
  });

  const ratedCooling = sideAt(stage.normKuehlVorlauf, {
    t: stage.normKuehlRaum,
    w: humidityRatio(stage.normKuehlRaum, stage.normKuehlFeuchte / 100),
  });
  const ratedCoolingOutput = stage.normkuehlleistung * size.units;
  const ratedCoolingWater = ratedCoolingOutput / (stage.normKuehlRuecklauf - stage.normKuehlVorlauf);
  const uaCooling = conductanceFor((ua) => coolingHeat(ratedCooling, ua, ratedCoolingWater).heat, ratedCoolingOutput);
  const cooling = sideAt(op.vorlaufTemp_kuehlen, {
    t: op.raumTemp_kuehlen,
    w: humidityRatio(op.raumTemp_kuehlen, op.luftfeuchte_kuehlen / 100),
  });

  // Heating: sensible only, the same way.
  const ratedHeating = sideAt(stage.normHeizVorlauf, {
    t: stage.normHeizRaum,
    w: humidityRatio(stage.normHeizRaum, HEATING_ROOM_HUMIDITY),
  });
  const ratedHeatingOutput = stage.normheizleistung * size.units;
  const ratedHeatingWater = ratedHeatingOutput / (stage.normHeizVorlauf - stage.normHeizRuecklauf);
  const uaHeating = conductanceFor((ua) => dryHeat(ratedHeating, ua, ratedHeatingWater), ratedHeatingOutput);
  const heating = sideAt(op.vorlaufTemp_heizen, {
    t: op.raumTemp_heizen,
    w: humidityRatio(op.raumTemp_heizen, HEATING_ROOM_HUMIDITY),
  });

  return {
    stage,
    luftvolumenstrom,
    // n equal sources (metres of coil, fans) add 10·lg(n) to the sound power of one.
    schallleistungspegel: stage.schallleistungspegel + 10 * Math.log10(size.units),
    cooling,
    uaCooling,
    coolingHeatAt: (cw) => coolingHeat(cooling, uaCooling, cw).heat,
    heating,
    uaHeating,
    heatingHeatAt: (cw) => dryHeat(heating, uaHeating, cw),
  };
}

/**
 * Everything one fan stage delivers at the operating point: fan data, sound, cooling and heating
 * with their water side. At the operating point each coil gives ε·C_min·ΔT, so the output never
 * exceeds what the water carries and the air and water sides agree. A given water mass flow wins
 * over the return temperature, which then follows from the balance; otherwise the return
 * temperature sets the flow.
 */
function outputsOf(c: StageCoils, size: CoilSize, op: OperatingPoint): StufenLeistung {
  const coolingWater = waterSide(c.coolingHeatAt, c.cooling, op.ruecklaufTemp_kuehlen, op.wassermassenstrom_kuehlen, 1);
  const coolingAir = cooledAir(
    c.cooling,
    c.uaCooling,
    coolingWater.heat,
    coolingHeat(c.cooling, c.uaCooling, waterCapacity(coolingWater.massFlow)).wet,
  );
  const heatingWater = waterSide(c.heatingHeatAt, c.heating, op.ruecklaufTemp_heizen, op.wassermassenstrom_heizen, -1);

  return {
    leistungsstufe: c.stage.leistungsstufe,
    steuerspannung: c.stage.steuerspannung ?? null,
    luftvolumenstrom: c.luftvolumenstrom,
    schallleistungspegel: c.schallleistungspegel,
    schalldruckpegel: soundPressureFromAbsorption(
      c.schallleistungspegel,
      sabineAbsorptionArea(op.raumvolumen, op.nachhallzeit),
    ),
    kuehlen: {
      ansaugTemp: c.cooling.air.t,
      ...coolingAir,
      wassermassenstrom: coolingWater.massFlow,
      ruecklaufTemp: coolingWater.ret,
      druckverlust: pressureDropAtKv(size.kvKuehlen, coolingWater.massFlow),
      wasserLeistungsgrenze: coolingWater.limit,
      durchflussBegrenzt: coolingWater.heat >= FLOW_LIMIT_SHARE * coolingWater.limit,
    },
    heizen: {
      leistung: heatingWater.heat,
      wassermassenstrom: heatingWater.massFlow,
      ruecklaufTemp: heatingWater.ret,
      druckverlust: pressureDropAtKv(size.kvHeizen, heatingWater.massFlow),
      wasserLeistungsgrenze: heatingWater.limit,
      durchflussBegrenzt: heatingWater.heat >= FLOW_LIMIT_SHARE * heatingWater.limit,
    },
  };
}

/**
 * Every fan stage at the operating point. A return temperature given instead of a water flow sets
 * the flow at which the water changes by the spread; a return so near the flow that any stage
 * would need more water than a calculation takes (MAX_WASSERMASSENSTROM, the bound on a given
 * flow) is refused naming it, with the nearest return that works. Without the refusal the search
 * stopped at its end and the water no longer carried the coil's heat: a return 10⁻⁶ K below a
 * 45 °C flow gave an HPC 1294 W while its 8.6·10⁷ kg/h carried 100 W (a property test found it).
 */
export function stageOutputs(
  stages: readonly FanConvectorStageRow[],
  size: CoilSize,
  op: OperatingPoint,
): StufenLeistung[] {
  const coils = stages.map((s) => stageCoils(s, size, op));
  const most = waterCapacity(MAX_WASSERMASSENSTROM);
  // The water's change at the most water: the smallest spread a given return may have.
  const smallest = (heatAt: (c: StageCoils) => (cw: number) => number) =>
    Math.max(0, ...coils.map((c) => heatAt(c)(most) / most));
  const issues = [];
  if (op.wassermassenstrom_kuehlen === undefined) {
    const spread = smallest((c) => c.coolingHeatAt);
    if (op.ruecklaufTemp_kuehlen - op.vorlaufTemp_kuehlen < spread)
      issues.push({
        field: 'ruecklaufTemp_kuehlen',
        message: `must be at least ${Math.ceil((op.vorlaufTemp_kuehlen + spread) * 1000) / 1000}: nearer the flow the water would need more than ${MAX_WASSERMASSENSTROM} kg/h`,
      });
  }
  if (op.wassermassenstrom_heizen === undefined) {
    const spread = smallest((c) => c.heatingHeatAt);
    if (op.vorlaufTemp_heizen - op.ruecklaufTemp_heizen < spread)
      issues.push({
        field: 'ruecklaufTemp_heizen',
        message: `must be at most ${Math.floor((op.vorlaufTemp_heizen - spread) * 1000) / 1000}: nearer the flow the water would need more than ${MAX_WASSERMASSENSTROM} kg/h`,
      });
  }
  if (issues.length > 0) throw new CalcInputError(issues);
  return coils.map((c) => outputsOf(c, size, op));
}
