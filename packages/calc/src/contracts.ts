/**
 * The calculators' input and result schemas live in @portal/contracts (src/calc). They are read
 * through this one module so the engines have a single seam to the contracts package.
 */
export * from '@portal/contracts';
