import { isSampleData, outputAt } from '@portal/calc';
import type { HeizkoerperAuswahl, RadiatorCalcParsed, RadiatorCalcResult } from '@portal/contracts';
import type { Texts } from '../i18n';
import type { Chart, Report, Series } from '../report';
import { radiatorTenderText } from '../tender';
import { type DocumentContext, fileName, given } from './context';

/** The document of a radiator calculation (XFlair). */
export function xflairReport(input: RadiatorCalcParsed, result: RadiatorCalcResult, context: DocumentContext): Report {
  const x = context.texts;
  const title = x.t('xflairTitle');
  const r = result.heizkoerper;
  return {
    title,
    filename: fileName(title, context),
    project: context.project,
    date: context.date,
    inputs: given([
      { label: x.t('heizkoerpertyp'), value: input.heizkoerpertyp },
      { label: x.t('ausfuehrung'), value: input.ausfuehrung },
      { label: x.t('zielLeistung'), value: input.zielLeistung, unit: 'W' },
      { label: x.t('toleranz'), value: input.toleranz * 100, unit: '%', digits: 1 },
      { label: x.t('vorlaufTemp'), value: input.vorlaufTemp, unit: '°C', digits: 1 },
      { label: x.t('ruecklaufTemp'), value: input.ruecklaufTemp, unit: '°C', digits: 1 },
      { label: x.t('raumTemp'), value: input.raumTemp, unit: '°C', digits: 1 },
      { label: x.t('differenzdruck'), value: input.differenzdruck, unit: 'mbar' },
      { label: x.t('regeldifferenz'), value: input.regeldifferenz, unit: 'K', digits: 1 },
      input.bauhoehe !== undefined && { label: x.t('bauhoehe'), value: input.bauhoehe, unit: 'mm' },
      input.baulaenge !== undefined && { label: x.t('baulaenge'), value: input.baulaenge, unit: 'mm' },
      { label: x.t('ventil'), value: input.ventil ?? result.ventil },
      { label: x.t('auswahl'), value: x.t(input.auswahl) },
      input.maxLuefterstufe !== undefined && { label: x.t('maxLuefterstufe'), value: input.maxLuefterstufe },
      { label: x.t('methode'), value: x.t(input.methode) },
      { label: x.t('raumvolumen'), value: input.raumvolumen, unit: 'm³', digits: 1 },
      { label: x.t('nachhallzeit'), value: input.nachhallzeit, unit: 's', digits: 2 },
      { label: x.t('waermepumpenGrenzTemp'), value: input.waermepumpenGrenzTemp, unit: '°C', digits: 1 },
      { label: x.t('anzeigeLeistung'), value: input.anzeigeLeistung },
    ]),
    inputTables: [],
    results: [
      { label: x.t('gewaehlterHeizkoerper'), value: radiatorName(r, x) },
      { label: x.t('bauhoehe'), value: r.bauhoehe, unit: 'mm' },
      { label: x.t('baulaenge'), value: r.baulaenge, unit: 'mm' },
      { label: x.t('normleistung'), value: r.normleistung, unit: 'W' },
      { label: x.t('exponent'), value: r.exponent, digits: 4 },
      { label: x.t('uebertempLog'), value: result.uebertemp_log, unit: 'K', digits: 2 },
      { label: x.t('uebertempArith'), value: result.uebertemp_arith, unit: 'K', digits: 2 },
      { label: x.t('umrechnungsfaktor'), value: result.umrechnungsfaktor, digits: 4 },
      { label: x.t('heizmethode'), value: x.t(result.heizmethode) },
      { label: x.t('luefterstufe'), value: result.luefterstufe },
      { label: x.t('heizleistung'), value: result.heizleistung, unit: 'W' },
      { label: x.t('abweichung'), value: result.abweichung * 100, unit: '%', digits: 1 },
      { label: x.t('innerhalbToleranz'), value: result.innerhalbToleranz },
      { label: x.t('wassermassenstrom'), value: result.wassermassenstrom, unit: 'kg/h', digits: 1 },
      { label: x.t('durchfluss'), value: result.durchfluss, unit: 'l/h', digits: 1 },
      { label: x.t('ventil'), value: result.ventil },
      { label: x.t('kvErforderlich'), value: result.kvErforderlich, unit: 'm³/h', digits: 3 },
      { label: x.t('ventilvoreinstellung'), value: result.ventilvoreinstellung },
      { label: x.t('maxVentilDurchfluss'), value: result.maximalZulaessigerVentilDurchfluss, unit: 'l/h' },
      { label: x.t('schallleistungspegel'), value: result.schallleistungspegel, unit: 'dB(A)', digits: 1 },
      { label: x.t('schalldruckpegel'), value: result.schalldruckpegel, unit: 'dB(A)', digits: 1 },
      { label: x.t('waermepumpenGeeignet'), value: result.waermepumpenGeeignet },
    ],
    resultTables: [
      {
        title: `${x.t('ventilStufen')} (${result.ventil}, ${x.number(input.differenzdruck)} mbar)`,
        sheet: x.t('ventilvoreinstellung'),
        columns: [
          { header: x.t('stufe') },
          { header: 'kv', unit: 'm³/h', digits: 2 },
          { header: x.t('volumenstrom'), unit: 'l/h', digits: 0 },
        ],
        rows: result.ventilVolumenstromStufen.map((s) => [s.stufe, s.kv, s.volumenstrom]),
      },
      ...(input.anzeigeLeistung && result.kandidaten.length
        ? [
            {
              title: x.t('kandidaten'),
              sheet: x.t('kandidaten'),
              columns: [
                { header: x.t('bauhoehe'), unit: 'mm' },
                { header: x.t('baulaenge'), unit: 'mm' },
                { header: x.t('normleistung'), unit: 'W', weight: 1.4 },
                { header: x.t('heizleistung'), unit: 'W' },
                { header: x.t('heizmethode'), weight: 1.4 },
                { header: x.t('luefterstufe') },
              ],
              rows: result.kandidaten.map((k) => [
                k.bauhoehe,
                k.baulaenge,
                k.normleistung,
                k.heizleistung,
                x.t(k.heizmethode),
                k.luefterstufe,
              ]),
            },
          ]
        : []),
    ],
    charts: [
      outputChart(x, context, {
        typ: r.heizkoerpertyp,
        ausfuehrung: r.ausfuehrung,
        normleistung: r.normleistung,
        exponent: r.exponent,
        spread: input.vorlaufTemp - input.ruecklaufTemp,
        room: input.raumTemp,
        method: input.methode,
        stage: result.luefterstufe,
        required: input.zielLeistung,
        design: input.vorlaufTemp,
      }),
    ],
    tenderText: radiatorTenderText(input, result, x, isSampleData(context.catalogues.radiators)),
    hints: result.hinweise.map((h) => x.engineText(h)),
    basis: [
      x.t('basisEn442'),
      x.t('basisLogMean'),
      x.t('basisWater'),
      x.t('basisValve'),
      x.t('basisSound'),
      x.t('basisHeatPump'),
    ],
    sampleDataNote: x.t('sampleData'),
  };
}

export function radiatorName(
  r: Pick<HeizkoerperAuswahl, 'heizkoerpertyp' | 'ausfuehrung' | 'bauhoehe' | 'baulaenge'>,
  x: Texts,
) {
  return `${r.heizkoerpertyp} ${r.ausfuehrung}, ${x.number(r.bauhoehe)} × ${x.number(r.baulaenge)} mm`;
}

/**
 * Heat output over the flow temperature at the design spread: where the radiator meets the
 * required output, and what a lower flow temperature (a heat pump) would leave.
 */
export function outputChart(
  x: Texts,
  context: DocumentContext,
  a: {
    typ: string;
    ausfuehrung: string;
    normleistung: number;
    exponent: number;
    spread: number;
    room: number;
    method: 'log' | 'arithmetic';
    stage: number | null;
    required: number;
    design: number;
  },
): Chart {
  const from = Math.ceil(a.room + a.spread + 1);
  const to = Math.max(80, Math.ceil(a.design + 5));
  const flows: number[] = [];
  for (let t = from; t <= to; t += 1) flows.push(t);
  const natural = flows.map((t) => ({
    x: t,
    y: outputAt(a.normleistung, a.exponent, t, t - a.spread, a.room, a.method),
  }));
  const series: Series[] = [{ name: `${x.t('heizleistung')} – ${x.t('natuerlicheKonvektion')} [W]`, points: natural }];
  const stage =
    a.stage === null
      ? undefined
      : context.catalogues.fanStages.find(
          (s) => s.heizkoerpertyp === a.typ && s.ausfuehrung === a.ausfuehrung && s.stufe === a.stage,
        );
  if (stage) {
    series.push({
      name: `${x.t('heizleistung')} – ${x.t('luefterstufe')} ${stage.stufe} [W]`,
      points: natural.map((p) => ({ x: p.x, y: p.y * stage.leistungsfaktor })),
    });
  }
  series.push({ name: `${x.t('zielLeistung')} [W]`, points: flows.map((t) => ({ x: t, y: a.required })) });
  return {
    title: x.t('leistungskurve', { s: x.number(a.spread, 1) }),
    sheet: x.t('chart'),
    xLabel: `${x.t('vorlaufTemp')} [°C]`,
    yLabel: `${x.t('heizleistung')} [W]`,
    series,
    marker: { x: a.design, label: `${x.t('auslegung')} ${x.number(a.design, 1)} °C` },
  };
}
