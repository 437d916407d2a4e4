import type { ReactNode } from 'react';
import { Button } from './components';

/**
 * A wide table that scrolls sideways on a phone instead of widening the page. It is a named group
 * (not a landmark: a page may hold many tables) and focusable, so keyboard users can scroll it too
 * (WCAG 2.1.1). Named by `label`, or by the element `labelledBy` points at.
 */
export function TableRegion({
  label,
  labelledBy,
  children,
}: {
  label?: string | undefined;
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a fieldset: it holds a table, not form fields
    <div
      className="p-table-region"
      role="group"
      aria-label={label}
      aria-labelledby={label ? undefined : labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** Previous / next paging with "page x of y"; the labels come from the caller's language. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  labels,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: { previous: string; next: string; status: (page: number, pages: number, total: number) => string };
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="p-pager" aria-label={labels.status(page, pages, total)}>
      <Button icon="arrow-left" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.status(page, pages, total)}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
