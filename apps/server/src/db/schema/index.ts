export * from './administration';
export * from './canteen';
export * from './crm';
export * from './erp';
export * from './idp';
export * from './kpi';
export * from './portal';
export * from './questionnaire';
