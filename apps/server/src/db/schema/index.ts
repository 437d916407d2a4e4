export * from './administration';
export * from './canteen';
export * from './crm';
export * from './idp';
export * from './kpi';
export * from './portal';
export * from './questionnaire';
export * from './sqlAudit';
