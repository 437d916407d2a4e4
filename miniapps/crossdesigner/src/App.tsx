import {
  COVER_FINISH_TERMS,
  COVER_MATERIAL_TERMS,
  COVER_TYPE_TERMS,
  downloadTexts,
  formatNumber,
  materialsFor,
  SAMPLE_COVER,
  TRENCH_SHAPE_TERMS,
  VERSION_FEATURES,
} from '@portal/calc';
import type { Locale } from '@portal/contracts';
import { COVER_FINISHES, COVER_VERSIONS, type CoverVersion, LOAD_CLASSES } from '@portal/contracts/calc';
import { documentFailure, type MiniAppContext } from '@portal/sdk';
import { Card, DocumentDownloads, LiveSummary, type MiniAppProps, mountMiniApp, Select, TextField } from '@portal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadDesign } from './download';
import { choose, type Draft, evaluate, type NumberField, startDraft } from './draft';
import { Results } from './Results';
import { labelWithUnit, type TextKey, type Translate, translations, translator } from './texts';

const CSS = `
.cd { display: grid; gap: 1rem; min-width: 0; overflow-wrap: anywhere; }
.cd h2 { margin: 0; font-size: 1.25rem; }
.cd h3 { margin: 0; font-size: 1.1rem; }
.cd p { margin: 0; }
.cd-beta { border-left: 4px solid var(--p-primary); padding: 0.4rem 0.8rem; background: #fff4e5; border-radius: 4px; }
.cd-beta strong { margin-right: 0.5rem; }
.cd-layout { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); align-items: start; }
.cd-form { display: grid; gap: 1rem; }
.cd-form fieldset { border: 1px solid var(--p-border); border-radius: 8px; padding: 0.5rem 1rem 0.75rem; margin: 0; }
.cd-form legend { font-weight: 600; padding: 0 0.25rem; }
.cd-pair { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr)); }
/* Fields side by side share their rows (label, input, error): a label that wraps to more lines
   leaves its neighbour's input on the same line. */
.cd-pair > .p-field { grid-row: span 3; grid-template-rows: subgrid; row-gap: 0.25rem; align-items: start; }
.cd-pair > .p-field > label { align-self: end; }
.cd-results { display: grid; gap: 1rem; }
.cd-figures { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); }
.cd-figures p { padding: 0.6rem 0.8rem; border-radius: 8px; background: #eef1f4; display: grid; gap: 0.15rem; }
.cd-figures span { font-size: 0.85rem; color: #3e4c59; }
.cd-figures strong { font-size: 1.4rem; font-variant-numeric: tabular-nums; }
.cd-figures .cd-ok { background: #e3f1d4; }
.cd-figures .cd-fail { background: #fdeceb; }
.cd-verdict { margin: 0; padding-left: 1.25rem; }
.cd-table { border-collapse: collapse; width: 100%; }
.cd-table caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
.cd-table th, .cd-table td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--p-border); }
/* Column headings are short words: wrapped between words (or hyphenated), never mid-letter. */
.cd-table th { overflow-wrap: normal; hyphens: auto; }
.cd-table .cd-num { text-align: right; font-variant-numeric: tabular-nums; }
.cd-export { display: grid; gap: 0.25rem; border-top: 1px solid var(--p-border); padding-top: 0.75rem; }
.cd-export__status { margin: 0; min-height: 1.5em; }
.cd-export__buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.cd-note { color: #3e4c59; font-size: 0.9rem; }
`;

/** The unit each number field is labelled with; the deflection limit is typed as n of L/n. */
const FIELDS: Record<NumberField, { term: TextKey; unit: string }> = {
  breite: { term: 'cdBreite', unit: 'mm' },
  laenge: { term: 'cdLaenge', unit: 'mm' },
  laenge2: { term: 'cdLaenge2', unit: 'mm' },
  stabbreite: { term: 'cdStabbreite', unit: 'mm' },
  stabhoehe: { term: 'cdStabhoehe', unit: 'mm' },
  teilung: { term: 'cdTeilung', unit: 'mm' },
  stuetzabstand: { term: 'cdStuetzabstand', unit: 'mm' },
  maxSegmentlaenge: { term: 'cdMaxSegmentlaenge', unit: 'mm' },
  einzellast: { term: 'cdEinzellast', unit: 'kN' },
  lastflaeche: { term: 'cdLastflaeche', unit: 'mm' },
  durchbiegungsgrenze: { term: 'cdDurchbiegungsgrenze', unit: 'L/…' },
};

function versionOf(props: Readonly<Record<string, unknown>>): CoverVersion | undefined {
  return COVER_VERSIONS.find((v) => v === props.version);
}

/**
 * The Cross-Designer (docs/cross-designer.md): one screen per version of the route table. The
 * engine runs here on every input, as on the server; the documents are written by the server.
 */
function CrossDesigner({ context, locale }: MiniAppProps) {
  const t = useMemo(() => translator(locale), [locale]);
  const version = versionOf(context.route.props);
  return (
    <div className="cd" lang={locale}>
      <style>{CSS}</style>
      {version ? (
        <Designer context={context} version={version} locale={locale} t={t} />
      ) : (
        <Card title={context.titleOf(context.route.name)}>
          <p>{t('unknownVersion')}</p>
        </Card>
      )}
    </div>
  );
}

interface DesignerProps {
  readonly context: MiniAppContext;
  readonly version: CoverVersion;
  readonly locale: Locale;
  readonly t: Translate;
}

function Designer({ context, version, locale, t }: DesignerProps) {
  const features = VERSION_FEATURES[version];
  const [draft, setDraft] = useState<Draft>(() => startDraft(SAMPLE_COVER, locale));
  const { input, result, errors } = useMemo(() => evaluate(version, draft, t), [version, draft, t]);
  const lForm = features.lForm && draft.form === 'lForm';
  // The download asks for the design on screen when the button is pressed.
  const current = useRef(input);
  current.current = input;
  // The value is read from the event at once: React clears the event's target after it is handled.
  const pick = (change: Partial<Omit<Draft, 'numbers'>>) => setDraft((d) => choose(d, change));
  const setNumber = (field: NumberField, value: string) =>
    setDraft((d) => ({ ...d, numbers: { ...d.numbers, [field]: value } }));
  const number = (field: NumberField, termOverride?: TextKey) => (
    <TextField
      label={labelWithUnit(t, termOverride ?? FIELDS[field].term, FIELDS[field].unit)}
      name={field}
      inputMode="decimal"
      autoComplete="off"
      value={draft.numbers[field]}
      error={errors[field]}
      onChange={(e) => setNumber(field, e.currentTarget.value)}
    />
  );
  const options = <K extends string>(values: readonly K[], terms: Record<K, TextKey>) =>
    values.map((value) => ({ value, label: t(terms[value]) }));

  const summary = result
    ? t('summary', {
        verdict: t(result.bestanden ? 'cdBestanden' : 'cdNichtBestanden'),
        q: formatNumber(result.freierquerschnitt * 100, locale, 1),
        count: result.segmentanzahl,
      })
    : t('noResult');
  const documents = downloadTexts(locale);

  return (
    <>
      <h2>{context.titleOf(context.route.name)}</h2>
      {features.beta && (
        <p className="cd-beta" role="note" data-testid="beta">
          <strong>{t('betaLabel')}</strong>
          {t('cdBeta')}
        </p>
      )}
      {version === '1.5' && <p className="cd-note">{t('versionOld')}</p>}
      <p>{t('intro')}</p>
      <div className="cd-layout">
        <form className="cd-form" aria-label={t('crossDesignerTitle')} noValidate onSubmit={(e) => e.preventDefault()}>
          <fieldset>
            <legend>{t('groupTrench')}</legend>
            {features.lForm && (
              <Select
                label={t('cdForm')}
                name="form"
                value={lForm ? 'lForm' : 'gerade'}
                error={errors.form}
                options={options(draft.typ === 'rollrost' ? ['gerade'] : ['gerade', 'lForm'], TRENCH_SHAPE_TERMS)}
                onChange={(e) => pick({ form: e.currentTarget.value as Draft['form'] })}
              />
            )}
            {number('breite')}
            <div className="cd-pair">
              {number('laenge', lForm ? 'cdLaenge1' : 'cdLaenge')}
              {lForm && number('laenge2')}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('groupCover')}</legend>
            <Select
              label={t('cdTyp')}
              name="typ"
              value={draft.typ}
              error={errors.typ}
              options={options(features.typen, COVER_TYPE_TERMS)}
              onChange={(e) => pick({ typ: e.currentTarget.value as Draft['typ'] })}
            />
            <div className="cd-pair">
              <Select
                label={t('material')}
                name="material"
                value={draft.material}
                error={errors.material}
                options={options(materialsFor(draft.typ), COVER_MATERIAL_TERMS)}
                onChange={(e) => pick({ material: e.currentTarget.value as Draft['material'] })}
              />
              <Select
                label={t('cdOberflaeche')}
                name="oberflaeche"
                value={draft.oberflaeche}
                error={errors.oberflaeche}
                options={options(COVER_FINISHES[draft.material], COVER_FINISH_TERMS)}
                onChange={(e) => pick({ oberflaeche: e.currentTarget.value })}
              />
            </div>
            {draft.oberflaeche === 'pulver' && (
              <TextField
                label={t('cdFarbe')}
                name="farbe"
                autoComplete="off"
                value={draft.farbe}
                error={errors.farbe}
                onChange={(e) => pick({ farbe: e.currentTarget.value })}
              />
            )}
            <div className="cd-pair">
              {number('stabbreite')}
              {number('stabhoehe')}
              {number('teilung')}
            </div>
            {draft.typ === 'linearLaengs' && number('stuetzabstand')}
            {number('maxSegmentlaenge')}
          </fieldset>
          <fieldset>
            <legend>{t('groupLoad')}</legend>
            <div className="cd-pair">
              {number('einzellast')}
              {number('lastflaeche')}
            </div>
            <div className="cd-pair">
              {number('durchbiegungsgrenze')}
              <Select
                label={t('cdLastklasse')}
                name="lastklasse"
                value={draft.lastklasse}
                options={[{ value: '', label: t('cdKeine') }, ...LOAD_CLASSES.map((c) => ({ value: c, label: c }))]}
                onChange={(e) => pick({ lastklasse: e.currentTarget.value })}
              />
            </div>
          </fieldset>
        </form>
        <section className="cd-results" aria-labelledby="cd-results-title">
          <h3 id="cd-results-title">{t('results')}</h3>
          <LiveSummary text={summary} />
          {result && input ? (
            <Results
              result={result}
              input={{ einzellast: input.einzellast ?? 1.5, durchbiegungsgrenze: input.durchbiegungsgrenze ?? 1 / 200 }}
              locale={locale}
              t={t}
            />
          ) : (
            <p>{t('noResult')}</p>
          )}
          <p className="cd-note">{t('sampleNote')}</p>
          <DocumentDownloads
            className="cd-export"
            texts={documents}
            disabled={!result}
            download={(format, projekt) => downloadDesign(context, format, current.current!, locale, projekt)}
            reason={(error) => documentFailure(error, documents.failures)}
            onFailure={(text) => context.notify({ kind: 'error', text })}
          />
        </section>
      </div>
    </>
  );
}

export const mount = mountMiniApp(CrossDesigner, { texts: translations });
