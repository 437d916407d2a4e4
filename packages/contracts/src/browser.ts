/**
 * What the shell and mini-apps take from the contracts at run time in the browser: brands,
 * languages, how a site writes dates and numbers, the resource registry and the route table. The
 * zod schemas stay out of the shell's first download (their types are still imported from the
 * package root); a mini-app that validates with them imports a subpath such as '@portal/contracts/calc'.
 */
export type * from './account';
export * from './accountLimits';
export type * from './bekonTracking';
export * from './bekonTrackingRules';
export * from './brands';
export * from './canteenCodes';
export * from './crmAddress';
export * from './crmValues';
export * from './documentSnippets';
export * from './formats';
export * from './galleries';
export * from './identity';
export * from './kpiLabels';
export type * from './portal';
export type * from './problem';
export * from './reportingLimits';
export * from './reportingValues';
export * from './resources';
export * from './routes/index';
export * from './savedConfigurationLimits';
export * from './texts';
