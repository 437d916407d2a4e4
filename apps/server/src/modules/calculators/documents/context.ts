import type { Catalogues } from '@portal/calc';
import { wallClock } from '../../../time/zone';
import { DOCUMENT_TIME_ZONE, type Texts } from '../i18n';
import type { Quantity } from '../report';

/** What every document module gets besides the input and the result. */
export interface DocumentContext {
  readonly texts: Texts;
  readonly project: string | undefined;
  readonly date: Date;
  readonly catalogues: Catalogues;
}

/**
 * "Heizkörperberechnung Projekt Nord 2026-11-22": the title, the project and the day. The day is
 * the one the document prints (its zone, not UTC), so a file made just after midnight is not
 * named after the day before.
 */
export function fileName(title: string, context: DocumentContext): string {
  const day = wallClock(context.date.getTime(), DOCUMENT_TIME_ZONE).date;
  return [title, context.project?.trim().slice(0, 80), day].filter(Boolean).join(' ');
}

/** Quantities whose value is missing (an optional input not given) are left out. */
export function given(quantities: ReadonlyArray<Quantity | false | undefined>): Quantity[] {
  return quantities.filter((q): q is Quantity => !!q && q.value !== undefined);
}

/** The head every document starts with: title, file name, project, date. */
export function documentHead(title: string, context: DocumentContext) {
  return { title, filename: fileName(title, context), project: context.project, date: context.date };
}
