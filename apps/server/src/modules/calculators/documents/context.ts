import type { Catalogues } from '@portal/calc';
import type { Texts } from '../i18n';
import type { Quantity } from '../report';

/** What every document module gets besides the input and the result. */
export interface DocumentContext {
  readonly texts: Texts;
  readonly project: string | undefined;
  readonly date: Date;
  readonly catalogues: Catalogues;
}

/** "Heizkörperberechnung Projekt Nord 2026-11-22": the title, the project and the day. */
export function fileName(title: string, context: DocumentContext): string {
  const day = context.date.toISOString().slice(0, 10);
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
