import type { z } from 'zod';

/**
 * Invalid calculator input. `field` names the first offending input field (dotted path, as the
 * spec spells it) so the API can answer 400 with the field and the form can mark it.
 */
export interface FieldIssue {
  field: string;
  message: string;
}

export class CalcInputError extends Error {
  readonly field: string;
  readonly issues: FieldIssue[];

  constructor(issues: FieldIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '));
    this.name = 'CalcInputError';
    this.issues = issues;
    this.field = issues[0]?.field ?? '';
  }
}

/** Validates and completes (defaults) an input with its contract schema. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new CalcInputError(
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/** An input that is well-formed but names something the catalogue does not have. */
export function notInCatalogue(field: string, message: string): CalcInputError {
  return new CalcInputError([{ field, message }]);
}
