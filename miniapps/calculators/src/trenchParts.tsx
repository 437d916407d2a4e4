import type { Locale } from '@portal/contracts';
import type { SelectOption } from '@portal/ui';
import type { ReactElement } from 'react';
import type { FieldSpec, FormValues } from './form';
import { formatNumber } from './format';
import { FieldGroups } from './frame';
import type { TextKey, Translate } from './texts';

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

/** KRN41's names; they are the texts' keys of the labels of both trench convectors. */
export const TRENCH_NAMES: TrenchFieldNames = {
  height: 'bauhoehe',
  depth: 'bautiefe',
  length: 'baulaenge',
  cornerStart: 'winkelAnfang',
  cornerEnd: 'winkelEnde',
  flow: 'vorlaufTemp',
  ret: 'ruecklaufTemp',
  room: 'raumTemp',
};

/** A name as the spec writes KRN92's inputs: `vorlaufTemp` → `VorlaufTemp`. */
export const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The trench inputs' specs under the given names, in the order both forms show them. */
export function trenchSpecs(names: TrenchFieldNames): FieldSpec[] {
  return [
    { name: names.height, kind: 'select', numeric: true },
    { name: names.depth, kind: 'select', numeric: true },
    { name: names.length, kind: 'number' },
    { name: names.cornerStart, kind: 'check' },
    { name: names.cornerEnd, kind: 'check' },
    ...[names.flow, names.ret, names.room].map((name): FieldSpec => ({ name, kind: 'number' })),
  ];
}

/** The labels of the trench inputs: KRN41's names, the depth being the convector's depth. */
export function trenchLabels(names: TrenchFieldNames): Record<string, TextKey> {
  const keys = Object.keys(TRENCH_NAMES) as Array<keyof TrenchFieldNames>;
  return Object.fromEntries(
    keys.map((k) => [names[k], k === 'depth' ? 'bautiefeKonvektor' : (TRENCH_NAMES[k] as TextKey)]),
  );
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
  ) => ReactElement;
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
  const onHeight = onTrenchHeightChange(sizes, names, form.values, form.update);
  return (
    <FieldGroups
      field={form.field}
      groups={[
        [
          t('baugroesse'),
          [
            [form.field(names.height, choices.heights, onHeight), form.field(names.depth, choices.depths)],
            names.length,
            names.cornerStart,
            names.cornerEnd,
          ],
        ],
        [t('operatingGroup'), [[names.flow, names.ret], names.room]],
      ]}
    />
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
