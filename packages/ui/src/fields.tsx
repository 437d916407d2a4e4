import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled native select (keyboard, screen readers and phones get the platform's picker). */
export function SelectField({
  label,
  options,
  error,
  hint,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string;
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
        <small id={`${id}-error`} className="p-field__error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A labelled checkbox; the whole label is the click target. */
export function CheckboxField({
  label,
  hint,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="p-field p-field--check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
        <span>{label}</span>
      </label>
      {hint && (
        <small id={`${id}-hint`} className="p-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
