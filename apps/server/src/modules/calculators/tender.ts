import { inLanguage, SAMPLE_TENDER_NOTE } from '@portal/calc';
import type {
  RadiatorCalcParsed,
  RadiatorCalcResult,
  RadiatorExchangeParsed,
  RadiatorExchangeResult,
} from '@portal/contracts';
import type { Texts } from './i18n';

/**
 * Tender texts (Ausschreibungstext) a planner copies into a bill of quantities: what to supply
 * and install, with the design values of the calculation, in the document's language. The
 * sentences are the catalogue's `tender` texts (namespace `calculators`).
 */

interface RadiatorFacts {
  typ: string;
  ausfuehrung: string;
  bh: string;
  bl: string;
  normleistung: string;
  /** exponent; empty when the result does not carry it */
  n: string;
  vl: string;
  rl: string;
  ti: string;
  leistung: string;
  methode: string;
  durchfluss: string;
  ventil: string;
  stufe: string;
  dp: string;
  xp: string;
  schall: string | null;
  grenze: string;
  geeignet: boolean;
  /** the radiator's rating comes from the shipped sample catalogue */
  musterdaten: boolean;
}

function methodText(x: Texts, heizmethode: string, stufe: number | null): string {
  return heizmethode === 'luefter' ? `${x.t('luefterstufe')} ${stufe ?? ''}`.trim() : x.t('natuerlicheKonvektion');
}

function radiatorParagraphs(x: Texts, f: RadiatorFacts): string[] {
  const { schall, geeignet, musterdaten, ...values } = f;
  const norm = x.t(musterdaten ? 'tender.normSample' : 'tender.normTested');
  return [
    x.t('tender.supply', values),
    x.t(f.n ? 'tender.ratingWithExponent' : 'tender.rating', { ...values, norm }),
    x.t('tender.hydraulics', values),
    ...(schall ? [x.t('tender.sound', { schall })] : []),
    x.t(geeignet ? 'tender.heatPumpSuitable' : 'tender.heatPumpUnfavourable', values),
    x.t('tender.equivalent'),
    ...(musterdaten ? [inLanguage(SAMPLE_TENDER_NOTE, x.locale)] : []),
  ];
}

/** The tender text of a radiator calculation (XFlair). */
export function radiatorTenderText(
  input: RadiatorCalcParsed,
  result: RadiatorCalcResult,
  x: Texts,
  musterdaten: boolean,
): string[] {
  const r = result.heizkoerper;
  return radiatorParagraphs(x, {
    typ: r.heizkoerpertyp,
    ausfuehrung: r.ausfuehrung,
    bh: x.number(r.bauhoehe),
    bl: x.number(r.baulaenge),
    normleistung: x.number(r.normleistung),
    n: x.number(r.exponent, 4),
    vl: x.number(input.vorlaufTemp, 1),
    rl: x.number(input.ruecklaufTemp, 1),
    ti: x.number(input.raumTemp, 1),
    leistung: x.number(result.heizleistung),
    methode: methodText(x, result.heizmethode, result.luefterstufe),
    durchfluss: x.number(result.durchfluss),
    ventil: result.ventil,
    stufe: result.ventilvoreinstellung ?? x.t('none'),
    dp: x.number(input.differenzdruck),
    xp: x.number(input.regeldifferenz, 1),
    schall: result.schallleistungspegel === null ? null : x.number(result.schallleistungspegel, 1),
    grenze: x.number(input.waermepumpenGrenzTemp),
    geeignet: result.waermepumpenGeeignet,
    musterdaten,
  });
}

/** The tender text of a radiator exchange (XFlairTausch): removal of the old, supply of the new radiator. */
export function exchangeTenderText(
  input: RadiatorExchangeParsed,
  result: RadiatorExchangeResult,
  x: Texts,
  musterdaten: boolean,
  exponentNeu?: number,
): string[] {
  const old = {
    typ: input.heizkoerpertypAlt,
    bh: x.number(input.bhAlt),
    bl: x.number(input.blAlt),
    leistung: x.number(result.zielleistungAlt),
  };
  // A known target output has no design point of the old radiator to name.
  const removal = input.zielLeistungBekannt
    ? x.t('tender.removal', old)
    : x.t('tender.removalAtPoint', {
        ...old,
        vl: x.number(input.vorlaufTempAlt, 1),
        rl: x.number(input.ruecklaufTempAlt, 1),
        ti: x.number(input.raumTempAlt, 1),
      });
  return [
    removal,
    ...radiatorParagraphs(x, {
      typ: input.heizkoerpertypNeu,
      ausfuehrung: input.ausfuehrungNeu,
      bh: x.number(input.bhNeu),
      bl: x.number(input.blNeu),
      normleistung: x.number(result.normleistungNeu),
      n: exponentNeu === undefined ? '' : x.number(exponentNeu, 4),
      vl: x.number(result.vorlaufTempNeu, 1),
      rl: x.number(result.ruecklaufTempNeu, 1),
      ti: x.number(input.raumTempNeu, 1),
      leistung: x.number(result.heizleistungNeu),
      methode: methodText(x, result.heizmethode, result.luefterstufe),
      durchfluss: x.number(result.durchflussNeu),
      ventil: result.ventil,
      stufe: result.ventilvoreinstellung ?? x.t('none'),
      dp: x.number(input.differenzdruckNeu),
      xp: x.number(input.regeldifferenzNeu, 1),
      schall: null,
      grenze: x.number(input.waermepumpenGrenzTemp),
      geeignet: result.waermepumpenGeeignet,
      musterdaten,
    }),
  ];
}
