import { z } from 'zod';
import { hpcInput, kcModelInput } from './fanConvector';
import { radiatorCalcInput } from './radiator';
import { radiatorExchangeInput } from './radiatorExchange';
import { krn41Input } from './trenchConvector';

/*
 * A planner's project (issue 22): positions across the calculators, each one calculator's input
 * under a name the planner gives ("Wohnzimmer", "Bad OG"), kept per person and exported together
 * as one PDF, XLSX or GAEB X81 file. Each position's input is the calculator's own contract.
 */

const bezeichnung = z.string().trim().min(1).max(200);

export const calcProjectPosition = z.discriminatedUnion('rechner', [
  z.object({ rechner: z.literal('xflair'), bezeichnung, input: radiatorCalcInput }),
  z.object({ rechner: z.literal('xflairTausch'), bezeichnung, input: radiatorExchangeInput }),
  z.object({ rechner: z.literal('krn41'), bezeichnung, input: krn41Input }),
  z.object({ rechner: z.literal('kcModel'), bezeichnung, input: kcModelInput }),
  z.object({ rechner: z.literal('hpc'), bezeichnung, input: hpcInput }),
]);
export type CalcProjectPosition = z.input<typeof calcProjectPosition>;

/** The most positions a project holds: a house's rooms and more, bounded for the documents. */
export const MAX_PROJECT_POSITIONS = 100;
/** The most projects one person keeps; one more is refused with `calc_project_limit` (409). */
export const MAX_PROJECTS_PER_PERSON = 500;

export const calcProjectInput = z.object({
  name: z.string().trim().min(1).max(200),
  positionen: z.array(calcProjectPosition).max(MAX_PROJECT_POSITIONS).default([]),
});
export type CalcProjectInput = z.input<typeof calcProjectInput>;

/** A kept position as answered: checked by its calculator's contract when saved, handed back as it was kept. */
const keptPosition = z.object({
  rechner: z.enum(['xflair', 'xflairTausch', 'krn41', 'kcModel', 'hpc']),
  bezeichnung: z.string(),
  input: z.record(z.string(), z.unknown()),
});

export const calcProject = z.object({
  id: z.uuid(),
  name: z.string(),
  positionen: z.array(keptPosition),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CalcProject = z.infer<typeof calcProject>;

export const calcProjectSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  positionen: z.number().int(),
  updatedAt: z.string(),
});
export type CalcProjectSummary = z.infer<typeof calcProjectSummary>;
