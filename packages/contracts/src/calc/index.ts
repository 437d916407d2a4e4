// Input and result schemas of the heating calculators (issue 5). Engines: @portal/calc.
export * from './buildingCalc';
export * from './common';
export * from './coverDesign';
export * from './economics';
export * from './fanConvector';
export * from './grilleLoad';
export * from './heatPump';
export * from './houseEconomics';
export * from './projects';
export * from './radiator';
export * from './radiatorExchange';
export * from './trenchConvector';
export * from './units';
export * from './variants';
