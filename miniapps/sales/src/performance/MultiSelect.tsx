import type { SelectOption } from '@portal/ui';
import { useEnv } from '../env';

/**
 * Several values of one filter: a disclosure whose summary names the filter and what is chosen,
 * opening a group of checkboxes (a fieldset with its legend, so a screen reader announces the
 * filter with each value). None chosen means all. The UI kit has no multi-select; a native
 * `<select multiple>` needs Ctrl-click, which people do not find.
 */
export function MultiSelect({
  label,
  options,
  chosen,
  onChoose,
  filter,
}: {
  label: string;
  options: readonly SelectOption[];
  chosen: readonly string[];
  onChoose: (values: string[]) => void;
  /** The API parameter, for tests and styles. */
  filter: string;
}) {
  const { t } = useEnv();
  const names = options.filter((o) => chosen.includes(o.value)).map((o) => (o.label.length <= 24 ? o.label : o.value));
  const summary =
    names.length === 0 ? t.report.all : names.length <= 3 ? names.join(', ') : t.report.chosen(names.length);
  const toggle = (value: string, on: boolean) => onChoose(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <details className="p-field sa-multi" data-filter={filter}>
      <summary>
        <span className="sa-multi__label">{label}</span> <span className="sa-multi__chosen">{summary}</span>
      </summary>
      <fieldset className="sa-multi__options">
        <legend className="p-visually-hidden">{label}</legend>
        {options.map((o) => (
          <label key={o.value} className="sa-multi__option">
            <input
              type="checkbox"
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
            />{' '}
            {o.label}
          </label>
        ))}
        {chosen.length > 0 && (
          <button type="button" className="sa-multi__clear" onClick={() => onChoose([])}>
            {t.report.chooseAll(label)}
          </button>
        )}
      </fieldset>
    </details>
  );
}
