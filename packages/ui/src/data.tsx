import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { Button } from './components';

/** A labelled <select> in the kit's field layout; options as value/label pairs. */
export function Select({
  label,
  options,
  hint,
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  hint?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <small id={`${id}-hint`} className="p-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="p-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/**
 * A wide table that scrolls sideways on a phone instead of widening the page. The region is
 * named and focusable, so keyboard users can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="p-table-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
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
