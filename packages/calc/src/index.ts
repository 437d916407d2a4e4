/**
 * @portal/calc: the heating calculators' engines. Pure TypeScript, no I/O; runs in the browser
 * and on the server. Temperatures °C, outputs W, flows l/h (kg/h), pressures mbar, rates as
 * plain numbers (0.08 for 8 %, 1.03 for a 3 % yearly rise).
 */

// Physics under plain names, for other tools
export {
  NOMINAL_FLOW,
  NOMINAL_RETURN,
  NOMINAL_ROOM,
  NOMINAL_LOG_EXCESS,
  NOMINAL_ARITHMETIC_EXCESS,
  WATER_HEAT_CAPACITY,
  AIR_HEAT_CAPACITY,
  HEAT_PUMP_FLOW_LIMIT,
} from './physics/constants';
export { logMeanExcessTemperature, arithmeticExcessTemperature } from './physics/excessTemperature';
export { outputAt, conversionFactor, exponentFromTwoPoints, type ExcessMethod } from './physics/output';
export { flowTemperatureFor, requiredExcessTemperature } from './physics/flowTemperature';
export { waterMassFlow, waterVolumeFlow } from './physics/waterFlow';
export { kvRequired, flowAtKv } from './physics/valve';
export { roomHeatLoad, adjacencyFactor, type RoomHeatLoadInput, type HeatLoadElement } from './physics/heatLoad';
export { floorHeatFlux, floorSurfaceTemperatureFor, FLOOR_SURFACE_LIMITS } from './physics/underfloor';
export { soundPressureInRoom, soundPressureFromAbsorption, sabineAbsorptionArea, addLevels } from './physics/sound';
export { rectangleSection, uniformLoad, centralPointLoad, eccentricPointLoadDeflection } from './physics/beam';
export { annuityFactor, priceDynamicFactor, replacementCount, residualValue } from './economics/annuity';
export { vdi2067Annuity, type Vdi2067Input, type Vdi2067Result, type InstallationComponent } from './economics/vdi2067';

// Engines (one per calculator route)
export { calculateRadiator } from './radiator/calculateRadiator';
export { exchangeRadiator } from './radiatorExchange/exchangeRadiator';
export { calculateBuildingHeatLoad } from './building/buildingHeatLoad';
export { calcInvestSystempackage } from './building/investSystempackage';
export { calcInvestFbhHydraulics } from './building/investUnderfloor';
export { calcInvestKwl } from './building/investVentilation';
export { calculateHouseEconomics } from './economics/houseEconomics';
export { calculateVariants } from './economics/variantCalculator';
export { calculateGrilleLoad } from './grilleLoad/grilleLoad';
export { dispatchPv } from './economics/pvSelfConsumption';

// Input errors and catalogues
export { CalcInputError, type FieldIssue } from './input';
export {
  type Catalogues,
  type CatalogueName,
  type CatalogueSource,
  CatalogueError,
  catalogueDefinitions,
  loadCatalogue,
  loadCatalogues,
  sampleCatalogues,
  parseCsv,
} from './catalogues';
