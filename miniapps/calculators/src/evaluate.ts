import { CalcInputError } from '@portal/calc';
import type { FieldProblem, FieldSpec } from './form';
import { problemFromMessage, problemsFromSchema } from './form';

/** A contract schema as the evaluation uses it (zod's safeParse). */
export interface Schema {
  safeParse(input: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

export type Evaluation<R> =
  | { readonly result: R; readonly problems: readonly [] }
  | { readonly result: undefined; readonly problems: readonly FieldProblem[] };

/**
 * One calculation as the form needs it: problems found while reading the form first, then the
 * contract schema's (translatable: limits and comparisons), then the engine's own (a size the
 * catalogue lacks). Only an input without problems is calculated.
 */
export function evaluate<R>(
  schema: Schema,
  engine: (input: never) => R,
  input: Record<string, unknown>,
  formProblems: readonly FieldProblem[] = [],
  specs: readonly FieldSpec[] = [],
): Evaluation<R> {
  const parsed = schema.safeParse(input);
  const schemaProblems = parsed.success
    ? []
    : problemsFromSchema((parsed.error?.issues ?? []) as Parameters<typeof problemsFromSchema>[0], specs);
  const seen = new Set(formProblems.map((p) => p.field));
  const problems = [...formProblems, ...schemaProblems.filter((p) => !seen.has(p.field))];
  if (problems.length > 0) return { result: undefined, problems };
  try {
    return { result: engine(input as never), problems: [] };
  } catch (error) {
    if (error instanceof CalcInputError) {
      return { result: undefined, problems: error.issues.map((i) => problemFromMessage(i.field, i.message)) };
    }
    throw error;
  }
}
