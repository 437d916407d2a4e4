import type { CalcProjectPosition } from '@portal/contracts/calc';
import { type FailureWords, failureMessage } from '@portal/sdk';
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

/** One sentence for a failed project call; a taken name (409) says so. */
export function projectFailure(error: unknown, t: Translate): string {
  return failureMessage(error, words(t), (f) => (f.status === 409 ? t('prjNameTaken') : undefined));
}
