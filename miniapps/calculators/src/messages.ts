import type { Locale } from '@portal/contracts';
import type { FieldProblem } from './form';
import { formatNumber } from './format';
import type { Translate } from './texts';

/** A problem as the user reads it: the field's label, then what is wrong, in the user's language. */
export function describeProblem(
  problem: FieldProblem,
  t: Translate,
  locale: Locale,
  labelOf: (field: string) => string,
): string {
  const n = (v: number | undefined) => formatNumber(v ?? 0, locale, Number.isInteger(v) ? 0 : 2);
  const reason = (() => {
    switch (problem.code) {
      case 'required':
        return t('errRequired');
      case 'notANumber':
        return t('errNotANumber');
      case 'min':
        return t('errMin', { n: n(problem.limit) });
      case 'floorTooSmall':
        return t('errFloorTooSmall', { n: n(problem.limit) });
      case 'above':
        return t('errAbove', { n: n(problem.limit) });
      case 'max':
        return t('errMax', { n: n(problem.limit) });
      case 'belowLimit':
        return t('errBelowLimit', { n: n(problem.limit) });
      case 'integer':
        return t('errInteger');
      case 'belowField':
        return t('errBelowField', { other: labelOf(problem.other ?? '') });
      case 'aboveField':
        return t('errAboveField', { other: labelOf(problem.other ?? '') });
      case 'between':
        return t('errBetween', { lower: labelOf(problem.other ?? ''), upper: labelOf(problem.otherUpper ?? '') });
      case 'notInCatalogue':
        return t('errNotInCatalogue');
      case 'noUValue':
        return t('errNoUValue');
      case 'noPackage':
        return t('errNoPackage');
      default:
        return t('errInvalid');
    }
  })();
  return `${labelOf(problem.field)}: ${reason}`;
}

/** The message of each field, for the fields' error lines (first problem per field). */
export function messagesByField(problems: readonly FieldProblem[], describe: (p: FieldProblem) => string) {
  const map = new Map<string, string>();
  for (const p of problems) if (!map.has(p.field)) map.set(p.field, describe(p));
  return map;
}
