import { ADDITIVES, type Additive, ALLERGENS, type Allergen } from '@portal/contracts';
import { CheckboxField } from '@portal/ui';
import { useEnv } from './common';

/**
 * What a dish declares (Regulation (EU) No 1169/2011 Annex II, and the menu's additives), in the
 * reader's language, shown wherever someone chooses or the kitchen keeps a dish.
 */
export function Declarations({
  allergens,
  additives,
}: {
  allergens: readonly Allergen[];
  additives: readonly Additive[];
}) {
  const { t } = useEnv();
  if (allergens.length === 0 && additives.length === 0) {
    return <span className="cn-decl cn-muted">{t.noAllergens}</span>;
  }
  return (
    <span className="cn-decl">
      {allergens.length > 0 && (
        <span>
          <strong>{t.allergensLabel}:</strong> {allergens.map((a) => t.allergens[a]).join(', ')}
        </span>
      )}
      {additives.length > 0 && (
        <span>
          <strong>{t.additivesLabel}:</strong> {additives.map((a) => t.additives[a]).join(', ')}
        </span>
      )}
    </span>
  );
}

/** The kitchen's choice of an article's allergens and additives: one labelled checkbox each, in the regulation's order. */
export function DeclarationFields({
  allergens,
  additives,
  onChange,
}: {
  allergens: readonly Allergen[];
  additives: readonly Additive[];
  onChange: (next: { allergens: Allergen[]; additives: Additive[] }) => void;
}) {
  const { t } = useEnv();
  return (
    <>
      <CodeChoice
        legend={t.allergensLabel}
        codes={ALLERGENS}
        labels={t.allergens}
        chosen={allergens}
        onChange={(next) => onChange({ allergens: next, additives: [...additives] })}
      />
      <CodeChoice
        legend={t.additivesLabel}
        codes={ADDITIVES}
        labels={t.additives}
        chosen={additives}
        onChange={(next) => onChange({ allergens: [...allergens], additives: next })}
      />
    </>
  );
}

/** One checkbox per code, in the given order; a change answers the chosen codes in that order. */
function CodeChoice<T extends string>({
  legend,
  codes,
  labels,
  chosen,
  onChange,
}: {
  legend: string;
  codes: readonly T[];
  labels: Readonly<Record<T, string>>;
  chosen: readonly T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="cn-decl-fields">
      <legend>{legend}</legend>
      {codes.map((code) => (
        <CheckboxField
          key={code}
          label={labels[code]}
          checked={chosen.includes(code)}
          onChange={(e) => {
            const on = e.target.checked;
            onChange(codes.filter((c) => (c === code ? on : chosen.includes(c))));
          }}
        />
      ))}
    </fieldset>
  );
}
