import type { Locale } from '@portal/contracts';
import type { SelectOption } from '@portal/ui';
import type { ReactNode } from 'react';
import type { FormValues } from './form';
import { formatNumber } from './format';
import type { Translate } from './texts';

/** One catalogue size as the trench convector templates list it (`katalog.groessen`). */
export interface TrenchSize {
  sizeKey: string;
  bauhoehe: number;
  bautiefe: number;
  minLaenge: number;
  maxLaenge: number;
}

/**
 * The heights of the catalogue and the depths built at the chosen height, as select options: a
 * depth is only offered where the catalogue has that size.
 */
export function trenchSizeChoices(sizes: readonly TrenchSize[], bauhoehe: string, locale: Locale) {
  const option = (v: number): SelectOption => ({ value: String(v), label: formatNumber(v, locale) });
  const heights = [...new Set(sizes.map((s) => s.bauhoehe))].sort((a, b) => a - b);
  const depths = sizes
    .filter((s) => String(s.bauhoehe) === bauhoehe)
    .map((s) => s.bautiefe)
    .sort((a, b) => a - b);
  return { heights: heights.map(option), depths: depths.map(option) };
}

/** A new height keeps the depth where the catalogue builds it, else takes the height's first depth. */
export function depthForHeight(sizes: readonly TrenchSize[], bauhoehe: string, bautiefe: string): string {
  const at = sizes.filter((s) => String(s.bauhoehe) === bauhoehe);
  if (at.some((s) => String(s.bautiefe) === bautiefe)) return bautiefe;
  return at[0] ? String(at[0].bautiefe) : '';
}

/** The lengths a trench convector result shows (null when its size is unknown). */
export function lengthRows(
  t: Translate,
  locale: Locale,
  r: { innenBL: number | null; gesamtBL: number | null; registerL: number | null },
): Array<[string, string]> {
  const n = (v: number | null) => (v === null ? '–' : formatNumber(v, locale));
  return [
    [t('innenBL'), n(r.innenBL)],
    [t('gesamtBL'), n(r.gesamtBL)],
    [t('registerL'), n(r.registerL)],
  ];
}

/** The form change of a height select: the depth follows (see depthForHeight). */
function onTrenchHeightChange(
  sizes: readonly TrenchSize[],
  names: { height: string; depth: string },
  values: FormValues,
  update: (patch: FormValues) => void,
) {
  return (_name: string, value: string | boolean) => {
    const h = String(value);
    const depth = values[names.depth];
    update({ [names.height]: h, [names.depth]: depthForHeight(sizes, h, typeof depth === 'string' ? depth : '') });
  };
}

/** The input names of a trench convector: KRN41 writes them in camelCase, KRN92 as the spec does, in PascalCase. */
export interface TrenchFieldNames {
  height: string;
  depth: string;
  length: string;
  cornerStart: string;
  cornerEnd: string;
  flow: string;
  ret: string;
  room: string;
}

/** The parts of useFlatCalculator the trench fields need. */
interface TrenchForm {
  values: FormValues;
  update: (patch: FormValues) => void;
  text: (name: string) => string;
  field: (
    name: string,
    options?: readonly SelectOption[],
    onChange?: (n: string, v: string | boolean) => void,
  ) => ReactNode;
}

/** The size (height, depth only where built, length, corner pieces) and water temperature fieldsets of both trench convectors. */
export function TrenchFields({
  t,
  locale,
  sizes,
  form,
  names,
}: {
  t: Translate;
  locale: Locale;
  sizes: readonly TrenchSize[];
  form: TrenchForm;
  names: TrenchFieldNames;
}) {
  const choices = trenchSizeChoices(sizes, form.text(names.height), locale);
  return (
    <>
      <fieldset>
        <legend>{t('baugroesse')}</legend>
        <div className="calc-pair">
          {form.field(
            names.height,
            choices.heights,
            onTrenchHeightChange(sizes, { height: names.height, depth: names.depth }, form.values, form.update),
          )}
          {form.field(names.depth, choices.depths)}
        </div>
        {form.field(names.length)}
        {form.field(names.cornerStart)}
        {form.field(names.cornerEnd)}
      </fieldset>
      <fieldset>
        <legend>{t('operatingGroup')}</legend>
        <div className="calc-pair">
          {form.field(names.flow)}
          {form.field(names.ret)}
        </div>
        {form.field(names.room)}
      </fieldset>
    </>
  );
}

/** The tender text (Ausschreibungstext) under the results, one paragraph each. */
export function TenderText({ t, paragraphs }: { t: Translate; paragraphs: readonly string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <section className="calc-tender" aria-label={t('ausschreibungstext')}>
      <h3>{t('ausschreibungstext')}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
