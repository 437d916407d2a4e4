/**
 * The calculators' input and result schemas live in @portal/contracts (src/calc). They are read
 * through this one module, from the package's calc entry, so the engines carry exactly the schemas
 * they validate with, in the browser as on the server.
 */
export * from '@portal/contracts/calc';
