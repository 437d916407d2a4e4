import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { ConfirmDialog, FormDialog } from './components';
import { type KitTexts, kitTexts } from './texts';

/** Field errors by path (`name`, `lines.0.amount`), in the reader's language. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A zod issue in the reader's language, by its code (the kit's sentence for any other). */
export function issueText(issue: z.core.$ZodIssue, t: KitTexts): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t.required : t.invalid;
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return limit <= 1 ? t.required : t.tooShort(limit);
      return t.tooSmall(limit);
    }
    case 'too_big':
      return issue.origin === 'string' ? t.tooLong(Number(issue.maximum)) : t.tooBig(Number(issue.maximum));
    case 'invalid_format':
      return issue.format === 'email' ? t.invalidEmail : t.invalid;
    default:
      return t.invalid;
  }
}

/** The first issue of every field, by its path. */
export function zodFieldErrors(error: z.ZodError, t: KitTexts): FieldErrors {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issueText(issue, t);
  return out;
}

/** Why the server refused a field (problem+json `errors[].reason`), as the kit says it. */
const REASONS: Record<string, (t: KitTexts, limit: number) => string> = {
  required: (t) => t.required,
  too_short: (t, n) => t.tooShort(n),
  too_long: (t, n) => t.tooLong(n),
  too_small: (t, n) => t.tooSmall(n),
  too_big: (t, n) => t.tooBig(n),
  invalid_email: (t) => t.invalidEmail,
  invalid: (t) => t.invalid,
};

/**
 * The fields a server's 400 problem+json names (`errors[]`, paths without `body.`), in the reader's
 * language by their reason; nothing for any other failure.
 */
export function problemFieldErrors(error: unknown, t: KitTexts): FieldErrors {
  const e = error as { status?: unknown; problem?: { errors?: unknown } } | null;
  if (typeof e !== 'object' || e === null || e.status !== 400 || !Array.isArray(e.problem?.errors)) return {};
  const out: Record<string, string> = {};
  for (const item of e.problem.errors as ReadonlyArray<{
    path?: string;
    message?: string;
    reason?: string;
    limit?: number;
  }>) {
    if (typeof item.path !== 'string') continue;
    const say = item.reason ? REASONS[item.reason] : undefined;
    out[item.path.replace(/^body\./, '')] ??= say ? say(t, item.limit ?? 0) : (item.message ?? t.invalid);
  }
  return out;
}

export interface SchemaForm<S extends z.ZodType<object>> {
  readonly values: z.input<S>;
  readonly errors: FieldErrors;
  /** A failure that names no field, in words; undefined while there is none. */
  readonly failure: string | undefined;
  readonly busy: boolean;
  /** Sets one value (a select, a checkbox, a number). */
  readonly set: <K extends keyof z.input<S> & string>(name: K, value: z.input<S>[K]) => void;
  /** What a text field of the kit needs for one value: its value, its error and its change. */
  readonly field: (name: keyof z.input<S> & string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /** Checks the values with the schema; when they pass, saves them, and maps what the server refuses. */
  readonly submit: () => Promise<void>;
}

/**
 * A form's values checked by a zod schema: the schema's issues and the server's refused fields show
 * at their fields, in the reader's language; while saving the form is busy.
 */
export function useSchemaForm<S extends z.ZodType<object>>({
  schema,
  initial,
  onSubmit,
  describe,
  texts,
}: {
  schema: S;
  initial: z.input<S>;
  onSubmit: (values: z.output<S>) => Promise<unknown> | undefined;
  /** A failure that names no field, in the caller's words (by its problem code). */
  describe?: ((error: unknown) => string) | undefined;
  texts: KitTexts;
}): SchemaForm<S> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set: SchemaForm<S>['set'] = (name, value) =>
    setValues((v) => ({ ...(v as object), [name]: value }) as z.input<S>);
  const submit = async () => {
    setFailure(undefined);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, texts));
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const fields = problemFieldErrors(error, texts);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(describe?.(error) ?? texts.formFailed);
    } finally {
      setBusy(false);
    }
  };
  return {
    values,
    errors,
    failure,
    busy,
    set,
    submit,
    field: (name) => ({
      name,
      value: String((values as Record<string, unknown>)[name] ?? ''),
      error: errors[name],
      onChange: (e) => set(name, e.target.value as z.input<S>[typeof name]),
    }),
  };
}

/**
 * A dialog with a form bound to a zod schema: cancel and save, field errors from the schema and the
 * server, a failure that names no field below the fields, the save button disabled while saving, and
 * focus on the first refused field. `onSubmit` closes the dialog itself when it succeeded.
 */
export function SchemaFormDialog<S extends z.ZodType<object>>({
  title,
  schema,
  initial,
  onSubmit,
  onClose,
  describe,
  submitLabel,
  locale,
  texts,
  children,
}: {
  title: string;
  schema: S;
  initial: z.input<S>;
  onSubmit: (values: z.output<S>) => Promise<unknown> | undefined;
  onClose: () => void;
  describe?: (error: unknown) => string;
  submitLabel?: string;
  locale?: string;
  texts?: Partial<KitTexts>;
  children: (form: SchemaForm<S>) => ReactNode;
}) {
  const t = kitTexts(locale, texts);
  const formId = useId();
  const form = useSchemaForm({ schema, initial, onSubmit, describe, texts: t });
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(form.errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);
  return (
    <FormDialog
      title={title}
      formId={formId}
      cancelLabel={t.cancel}
      submitLabel={submitLabel ?? t.save}
      busy={form.busy}
      onClose={onClose}
    >
      <form
        id={formId}
        ref={ref}
        noValidate
        aria-busy={form.busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (!form.busy) void form.submit();
        }}
      >
        {children(form)}
        {form.failure && (
          <div className="p-notice p-notice--error" role="alert">
            {form.failure}
          </div>
        )}
      </form>
    </FormDialog>
  );
}

/** Asks before a record is deleted, naming it; the words are the caller's or the kit's. */
export function ConfirmDelete({
  what,
  open,
  onConfirm,
  onCancel,
  title,
  message,
  locale,
  texts,
}: {
  what: string;
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  locale?: string;
  texts?: Partial<KitTexts>;
}) {
  const t = kitTexts(locale, texts);
  return (
    <ConfirmDialog
      open={open}
      title={title ?? t.deleteTitle}
      message={message ?? t.confirmDelete(what)}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
