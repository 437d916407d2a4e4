/**
 * @portal/calc: the heating calculators' engines. Pure TypeScript, no I/O; runs in the browser
 * and on the server. Temperatures °C, outputs W, flows l/h (kg/h), pressures mbar, rates as
 * plain numbers (0.08 for 8 %, 1.03 for a 3 % yearly rise).
 */

export { calculateBuildingHeatLoad } from './building/buildingHeatLoad';
export { calcInvestSystempackage } from './building/investSystempackage';
export { calcInvestFbhHydraulics } from './building/investUnderfloor';
export { calcInvestKwl } from './building/investVentilation';
export {
  CatalogueError,
  type CatalogueName,
  type CatalogueSource,
  type Catalogues,
  catalogueDefinitions,
  isSampleData,
  loadCatalogue,
  loadCatalogues,
  parseCsv,
  sampleCatalogues,
} from './catalogues';
export { designCover, materialsFor, VERSION_FEATURES } from './coverDesign/coverDesign';
export { SAMPLE_COVER } from './coverDesign/fixtures';
export { type SegmentGroup, segmentRun, supportsUnder } from './coverDesign/segments';
export {
  COVER_FINISH_TERMS,
  COVER_MATERIAL_TERMS,
  COVER_TYPE_TERMS,
  type CoverTerm,
  partTerm,
  TRENCH_SHAPE_TERMS,
  verdictOf,
} from './coverDesign/verdict';
export { annuityFactor, priceDynamicFactor, replacementCount, residualValue } from './economics/annuity';
export { calculateHouseEconomics } from './economics/houseEconomics';
export { dispatchPv } from './economics/pvSelfConsumption';
export { calculateVariants } from './economics/variantCalculator';
export { type InstallationComponent, type Vdi2067Input, type Vdi2067Result, vdi2067Annuity } from './economics/vdi2067';
export { calculateHpc } from './fanConvector/hpc';
export { calculateKcModel, kcModelSize } from './fanConvector/kcModel';
export { dewPoint, humidityRatio, moistAirEnthalpy, saturationPressure } from './fanConvector/psychrometrics';
export { coolingNormText, heatingNormText, type RatingPoints } from './fanConvector/ratingPoints';
export { formatLimit, formatNumber, type ParsedNumber, parseNumber } from './format';
export { calculateGrilleLoad } from './grilleLoad/grilleLoad';
export { GEG_RENEWABLE_SHARE, planHeatPump } from './heatPump/heatPumpPlanning';
export { heatPumpReady } from './heatPump/readiness';
export { BEG_MAX_RATE, begSubsidy, eligibleCostCeiling } from './heatPump/subsidy';
export { seasonalPerformanceFactor } from './heatPump/vdi4650';
// Input errors and catalogues
export { CalcInputError, type FieldIssue } from './input';
// Engines (one per calculator route)
export { translateNote } from './notes';
export { centralPointLoad, eccentricPointLoadDeflection, rectangleSection, uniformLoad } from './physics/beam';
// Physics under plain names, for other tools
export {
  AIR_HEAT_CAPACITY,
  HEAT_PUMP_FLOW_LIMIT,
  NOMINAL_ARITHMETIC_EXCESS,
  NOMINAL_FLOW,
  NOMINAL_LOG_EXCESS,
  NOMINAL_RETURN,
  NOMINAL_ROOM,
  WATER_HEAT_CAPACITY,
} from './physics/constants';
export { arithmeticExcessTemperature, logMeanExcessTemperature } from './physics/excessTemperature';
export { flowTemperatureFor, requiredExcessTemperature } from './physics/flowTemperature';
export { adjacencyFactor, type HeatLoadElement, type RoomHeatLoadInput, roomHeatLoad } from './physics/heatLoad';
export { conversionFactor, type ExcessMethod, exponentFromTwoPoints, outputAt } from './physics/output';
export { addLevels, sabineAbsorptionArea, soundPressureFromAbsorption, soundPressureInRoom } from './physics/sound';
export { FLOOR_SURFACE_LIMITS, floorHeatFlux, floorSurfaceTemperatureFor } from './physics/underfloor';
export { flowAtKv, kvRequired } from './physics/valve';
export { waterMassFlow, waterVolumeFlow } from './physics/waterFlow';
export { calculateRadiator } from './radiator/calculateRadiator';
export { exchangeRadiator } from './radiatorExchange/exchangeRadiator';
export {
  COLUMN_RADIATOR_KC,
  ESTIMATED_SECTIONAL_TYPES,
  estimatedSectionalRadiator,
  GUSS_GLIEDER,
  OLD_SECTIONAL_RADIATORS,
  SECTIONAL_ESTIMATE_BAND,
  type SectionRating,
  type SectionTable,
  sectionSizes,
} from './radiatorExchange/oldSectionalRadiators';
export { downloadTexts, inLanguage, SAMPLE_TENDER_NOTE, TERMS, type Term, type Translations } from './terms';
export * from './trenchConvector';
