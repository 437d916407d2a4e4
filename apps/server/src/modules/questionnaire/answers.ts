import type { QuestionDataType } from '@portal/contracts';

/**
 * Whether a value fits its question, and the value as stored: numbers and dates in one canonical
 * form, so answers compare and export alike. Undefined when it does not fit.
 */
export function acceptedValue(
  dataType: QuestionDataType,
  value: string,
  choices: readonly string[],
): string | undefined {
  const given = value.trim();
  switch (dataType) {
    case 'text':
      return given.length > 0 ? given : undefined;
    case 'number': {
      if (!/^-?\d+([.,]\d+)?$/.test(given)) return undefined;
      const n = Number(given.replace(',', '.'));
      return Number.isFinite(n) ? String(n) : undefined;
    }
    case 'boolean':
      return given === 'true' || given === 'false' ? given : undefined;
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) return undefined;
      const date = new Date(`${given}T00:00:00Z`);
      // 2026-02-30 parses as 2 March: only a real calendar day is a date.
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === given ? given : undefined;
    }
    case 'choice':
      return choices.includes(given) ? given : undefined;
  }
}

export const EXPECTED: Record<QuestionDataType, string> = {
  text: 'a text of at least one character',
  number: 'a number such as 3 or 2.5',
  boolean: 'true or false',
  date: 'a date as YYYY-MM-DD',
  choice: 'one of the question’s possible values',
};
