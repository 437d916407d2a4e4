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
  const toggle = <T extends string>(list: readonly T[], all: readonly T[], code: T, on: boolean) =>
    all.filter((c) => (c === code ? on : list.includes(c)));
  return (
    <>
      <fieldset className="cn-decl-fields">
        <legend>{t.allergensLabel}</legend>
        {ALLERGENS.map((code) => (
          <CheckboxField
            key={code}
            label={t.allergens[code]}
            checked={allergens.includes(code)}
            onChange={(e) =>
              onChange({ allergens: toggle(allergens, ALLERGENS, code, e.target.checked), additives: [...additives] })
            }
          />
        ))}
      </fieldset>
      <fieldset className="cn-decl-fields">
        <legend>{t.additivesLabel}</legend>
        {ADDITIVES.map((code) => (
          <CheckboxField
            key={code}
            label={t.additives[code]}
            checked={additives.includes(code)}
            onChange={(e) =>
              onChange({ allergens: [...allergens], additives: toggle(additives, ADDITIVES, code, e.target.checked) })
            }
          />
        ))}
      </fieldset>
    </>
  );
}
