import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** What every field takes besides its control's own attributes. */
interface FieldText {
  label: string;
  hint?: string;
  /** Shown under the field and announced when it appears; the control is marked invalid. */
  error?: string | undefined;
}

/**
 * The kit's field layout, written once: the label tied to the control, the hint and the error
 * tied to it by aria-describedby, and the control marked invalid while there is an error.
 */
export function Field({
  label,
  hint,
  error,
  control,
}: FieldText & {
  control: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
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

export function TextField({ label, error, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & FieldText) {
  return <Field label={label} error={error} hint={hint} control={(aria) => <input {...aria} {...props} />} />;
}

/** A labelled multi-line text field (a statement, a note), with the kit's hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldText) {
  return <Field label={label} error={error} hint={hint} control={(aria) => <textarea {...aria} {...props} />} />;
}

/** A labelled native select (keyboard, screen readers and phones get the platform's picker). */
export function Select({
  label,
  options,
  error,
  hint,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & FieldText & { options: readonly SelectOption[] }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      control={(aria) => (
        <select {...aria} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A choice of one key of a fixed list (a contract's enum), each shown by its name; the chosen key comes back typed. */
export function KeySelect<K extends string>({
  keys,
  names,
  value,
  onChoose,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> &
  FieldText & {
    keys: readonly K[];
    names: Readonly<Record<K, string>>;
    value: K;
    onChoose: (key: K) => void;
  }) {
  return (
    <Select
      {...props}
      value={value}
      options={keys.map((k) => ({ value: k, label: names[k] }))}
      onChange={(e) => onChoose(e.target.value as K)}
    />
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
