import { type CalcProjectPosition, MAX_PROJECTS_PER_PERSON } from '@portal/contracts/calc';
import { type FailureWords, failureMessage, failureOf } from '@portal/sdk';
import type { TextKey, Translate } from '../texts';

/** The longest project name the server keeps (calcProjectInput). */
export const MAX_NAME = 200;

/** The calculator of a position in the reader's words. */
export const RECHNER_TEXT: Record<CalcProjectPosition['rechner'], TextKey> = {
  xflair: 'prjRechnerXflair',
  xflairTausch: 'prjRechnerXflairTausch',
  krn41: 'prjRechnerKrn41',
  kcModel: 'prjRechnerKcModel',
  hpc: 'prjRechnerHpc',
};

/** A name checked as the server checks it (1 to 200 characters after trimming), before it is sent. */
export function nameError(name: string, t: Translate): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t('prjNameRequired');
  if (trimmed.length > MAX_NAME) return t('prjNameTooLong', { max: MAX_NAME });
  return undefined;
}

function words(t: Translate): FailureWords {
  return {
    offline: t('prjOffline'),
    forbidden: t('prjForbidden'),
    notFound: t('prjNotFound'),
    rateLimited: t('prjRateLimited'),
    unavailable: t('prjUnavailable'),
    unknown: (code) => t('prjUnknown', { code }),
  };
}

/** The server refused the name because the person has a project of that name (409 `conflict`). */
export function isNameTaken(error: unknown): boolean {
  const failure = failureOf(error);
  return failure?.status === 409 && failure.code === 'conflict';
}

/**
 * One sentence for a failed project call: a taken name (409), the most projects a person keeps
 * (409 `calc_project_limit`), and a project saved meanwhile elsewhere (412, another tab) say so.
 */
export function projectFailure(error: unknown, t: Translate): string {
  return failureMessage(error, words(t), (f) => {
    if (f.code === 'calc_project_limit') return t('prjLimit', { max: MAX_PROJECTS_PER_PERSON });
    if (f.status === 412 || f.code === 'precondition_failed') return t('prjChangedMeanwhile');
    return isNameTaken(error) ? t('prjNameTaken') : undefined;
  });
}
