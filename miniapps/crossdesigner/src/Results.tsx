import { formatNumber, partTerm, verdictOf } from '@portal/calc';
import type { CoverDesignParsed, CoverDesignResult, Locale } from '@portal/contracts';
import type { Translate } from './texts';

interface ResultsProps {
  readonly result: CoverDesignResult;
  readonly input: Pick<CoverDesignParsed, 'einzellast' | 'durchbiegungsgrenze'>;
  readonly locale: Locale;
  readonly t: Translate;
}

/** The check first (what a user decides on), then the segments and the parts list to order from. */
export function Results({ result, input, locale, t }: ResultsProps) {
  const n = (value: number, digits = 0) => formatNumber(value, locale, digits);
  const verdict = t(result.bestanden ? 'cdBestanden' : 'cdNichtBestanden');
  return (
    <>
      <div className="cd-figures">
        <p className={result.bestanden ? 'cd-ok' : 'cd-fail'}>
          <span>{t('cdNachweis')}</span>
          <strong data-testid="nachweis">{verdict}</strong>
        </p>
        <p>
          <span>{t('freierquerschnitt')}</span>
          <strong data-testid="freierquerschnitt">{n(result.freierquerschnitt * 100, 1)} %</strong>
        </p>
        <p>
          <span>{t('cdBelastungswert')}</span>
          <strong data-testid="belastungswert">{n(result.belastungswert / 1000, 2)} kN</strong>
        </p>
        <p>
          <span>{t('cdSegmentanzahl')}</span>
          <strong data-testid="segmentanzahl">{n(result.segmentanzahl)}</strong>
        </p>
      </div>
      <ul className="cd-verdict" data-testid="begruendung">
        {verdictOf(input, result, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <table className="cd-table">
        <caption>{t('cdNachweis')}</caption>
        <tbody>
          {(
            [
              ['spannweite', `${n(result.spannweite, 1)} mm`],
              ['tragendeStaebe', n(result.tragendeStaebe)],
              ['cdLastJeStab', `${n(result.lastJeStab, 1)} N`],
              ['cdSpannung', `${n(result.spannung, 1)} N/mm²`],
              ['cdZulaessigeSpannung', `${n(result.zulaessigeSpannung, 1)} N/mm²`],
              ['cdDurchbiegung', `${n(result.durchbiegung, 2)} mm`],
              ['cdZulaessigeDurchbiegung', `${n(result.zulaessigeDurchbiegung, 2)} mm`],
              ['cdAuslastung', `${n(result.auslastung * 100)} %`],
              ['massgebend', t(result.massgebend)],
            ] as const
          ).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{t(key)}</th>
              <td className="cd-num">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="cd-table">
        <caption>
          {t('cdSegmente')}: {n(result.segmentanzahl)}, {t('cdStoesse')}: {n(result.stoesse)}
        </caption>
        <Head
          columns={[t('cdSchenkel', { n: '' }).trim(), [`${t('cdLaenge')} (mm)`], [t('cdAnzahl')], t('cdGehrung')]}
        />
        <tbody>
          {result.schenkel.flatMap((leg, index) =>
            leg.segmente.map((s) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a leg's number is its place (leg 1, leg 2), fixed by the input
              <tr key={`${index}-${s.laenge}-${s.gehrung}`}>
                <td>{index + 1}</td>
                <td className="cd-num">{n(s.laenge)}</td>
                <td className="cd-num">{n(s.anzahl)}</td>
                <td>{t(s.gehrung ? 'yes' : 'no')}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <table className="cd-table" data-testid="stueckliste">
        <caption>{t('cdStueckliste')}</caption>
        <Head columns={[t('cdPosition'), t('cdTeil'), [`${t('cdLaenge')} (mm)`], [t('cdAnzahl')]]} />
        <tbody>
          {result.stueckliste.map((part) => (
            <tr key={part.position}>
              <td>{part.position}</td>
              <td>{t(partTerm(part))}</td>
              <td className="cd-num">{part.laenge === undefined ? '–' : n(part.laenge)}</td>
              <td className="cd-num">{n(part.anzahl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A table's column headers; a header in brackets heads a column of numbers (right-aligned). */
function Head({ columns }: { columns: ReadonlyArray<string | readonly [string]> }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c[0]} scope="col" className="cd-num">
              {c[0]}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
