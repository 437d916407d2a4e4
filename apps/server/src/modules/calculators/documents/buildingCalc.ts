import type {
  BuildingCalcParsed,
  BuildingCalcResult,
  InvestFbhResult,
  InvestKwlResult,
  InvestSystempackageResult,
} from '@portal/contracts';
import type { Chart, Quantity, Report, Table } from '../report';
import { type DocumentContext, fileName, given } from './context';

/** The results of a building calculation document: the heat load and the investments asked for. */
export interface BuildingCalcDocumentResult {
  readonly heizlast: BuildingCalcResult;
  readonly systempaket?: InvestSystempackageResult;
  readonly fussbodenheizung?: InvestFbhResult;
  readonly kwl?: InvestKwlResult;
}

/** The document of a building calculation (new build or renovation): rooms, elements, heat loads, investments. */
export function buildingCalcReport(
  input: BuildingCalcParsed,
  result: BuildingCalcDocumentResult,
  context: DocumentContext,
): Report {
  const x = context.texts;
  const title = `${x.t('buildingCalcTitle')} – ${x.t(input.modus)}`;
  const h = result.heizlast;
  const euro = '€';
  const section = (name: string, label: string) => `${name} – ${label}`;

  const results: Quantity[] = [
    { label: x.t('normAussenTemp'), value: h.normAussenTemp, unit: '°C', digits: 1 },
    { label: x.t('transmission'), value: h.transmission, unit: 'W' },
    { label: x.t('lueftung'), value: h.lueftung, unit: 'W' },
    { label: x.t('heizlast'), value: h.heizlast, unit: 'W' },
    { label: x.t('spezifischeHeizlast'), value: h.spezifischeHeizlast, unit: 'W/m²', digits: 1 },
  ];
  const resultTables: Table[] = [
    {
      title: x.t('raeume'),
      sheet: x.t('heizlast'),
      columns: [
        { header: x.t('raum'), weight: 1.6 },
        { header: x.t('innenTemp'), unit: '°C', digits: 1 },
        { header: x.t('transmission'), unit: 'W', digits: 0, weight: 1.3 },
        { header: x.t('lueftung'), unit: 'W', digits: 0, weight: 1.3 },
        { header: x.t('heizlast'), unit: 'W', digits: 0 },
        { header: x.t('spezifischeHeizlast'), unit: 'W/m²', digits: 1 },
      ],
      rows: [
        ...h.raeume.map((r) => [r.name, r.innenTemp, r.transmission, r.lueftung, r.heizlast, r.spezifischeHeizlast]),
        [x.t('summe'), null, h.transmission, h.lueftung, h.heizlast, h.spezifischeHeizlast],
      ],
    },
  ];
  const charts: Chart[] = [];
  const basis = [x.t('basisEn12831'), x.t('basisDefaults')];

  const paket = result.systempaket;
  if (paket) {
    const s = x.t('systempaket');
    results.push(
      { label: s, value: paket.paket },
      { label: section(s, x.t('paketLeistung')), value: paket.paketLeistung, unit: 'W' },
      { label: section(s, x.t('investition')), value: paket.investition, unit: euro, digits: 2 },
      { label: section(s, x.t('foerderung')), value: paket.foerderung, unit: euro, digits: 2 },
      {
        label: section(s, x.t('investitionNachFoerderung')),
        value: paket.investitionNachFoerderung,
        unit: euro,
        digits: 2,
      },
    );
    resultTables.push({
      title: `${s}: ${paket.paket}`,
      sheet: s,
      columns: [
        { header: x.t('position'), weight: 2 },
        { header: x.t('menge'), digits: 0 },
        { header: x.t('einzelpreis'), unit: euro, digits: 2 },
        { header: x.t('summe'), unit: euro, digits: 2 },
      ],
      rows: paket.positionen.map((p) => [p.bezeichnung, p.menge, p.einzelpreis, p.summe]),
    });
  }

  const fbh = result.fussbodenheizung;
  if (fbh) {
    const s = x.t('fussbodenheizung');
    results.push(
      { label: section(s, x.t('vorlaufTempAuslegung')), value: fbh.vorlaufTempAuslegung, unit: '°C', digits: 1 },
      { label: section(s, x.t('auslegungsraum')), value: fbh.auslegungsraum },
      { label: section(s, x.t('wassermassenstrom')), value: fbh.massenstromGesamt, unit: 'kg/h', digits: 1 },
      { label: section(s, x.t('rohrlaenge')), value: fbh.rohrlaengeGesamt, unit: 'm', digits: 1 },
      { label: section(s, x.t('investition')), value: fbh.investition, unit: euro, digits: 2 },
    );
    resultTables.push({
      title: s,
      sheet: x.t('heizkreis'),
      columns: [
        { header: x.t('heizkreis'), weight: 1.5 },
        { header: x.t('waermestromdichte'), unit: 'W/m²', digits: 1 },
        { header: x.t('oberflaechenTemp'), unit: '°C', digits: 1 },
        { header: x.t('maxOberflaechenTemp'), unit: '°C', digits: 0 },
        { header: x.t('grenzeEingehalten') },
        { header: x.t('belagWiderstand'), unit: 'm²K/W', digits: 2 },
        { header: x.t('kH'), unit: 'W/(m²K)', digits: 2 },
        { header: x.t('heizmittelUebertemperatur'), unit: 'K', digits: 1 },
        { header: x.t('spreizungKreis'), unit: 'K', digits: 1 },
        { header: x.t('wassermassenstrom'), unit: 'kg/h', digits: 1 },
        { header: x.t('rohrlaenge'), unit: 'm', digits: 1 },
        { header: x.t('kreise') },
        { header: x.t('kreislaenge'), unit: 'm', digits: 1 },
        { header: x.t('kreisDruckverlust'), unit: 'mbar', digits: 1 },
        { header: x.t('ventilDifferenzdruck'), unit: 'mbar', digits: 1 },
        { header: x.t('ventilvoreinstellung') },
      ],
      rows: fbh.heizkreise.map((k) => [
        k.name,
        k.waermestromdichte,
        k.oberflaechenTemp,
        k.maxOberflaechenTemp,
        k.grenzeEingehalten,
        k.belagWiderstand,
        k.kH,
        k.heizmittelUebertemperatur,
        k.spreizungKreis,
        k.massenstrom,
        k.rohrlaenge,
        k.kreise,
        k.kreislaenge,
        k.druckverlust,
        k.ventilDifferenzdruck,
        k.ventilvoreinstellung,
      ]),
    });
    charts.push({
      title: x.t('en1264Kurve'),
      sheet: x.t('en1264Kurve'),
      xLabel: 'θF,m − θi [K]',
      yLabel: 'q [W/m²]',
      series: fbh.kurve.map((k) => ({ name: x.engineText(k.description), points: k.points })),
    });
    basis.push(x.t('basisEn1264'), x.t('basisEn1264Auslegung'));
  }

  const kwl = result.kwl;
  if (kwl) {
    const s = x.t('kwl');
    results.push(
      { label: section(s, x.t('ohneWrg')), value: kwl.lueftungswaermeverlustOhneWrg, unit: 'W' },
      { label: section(s, x.t('mitWrg')), value: kwl.lueftungswaermeverlustMitWrg, unit: 'W' },
      { label: section(s, x.t('eingesparteWaerme')), value: kwl.eingesparteWaerme, unit: 'kWh/a' },
      { label: section(s, x.t('investition')), value: kwl.investition, unit: euro, digits: 2 },
    );
    const v = kwl.volumenstroeme;
    resultTables.push({
      title: s,
      sheet: x.t('lueftungsstufe'),
      columns: [
        { header: x.t('lueftungsstufe'), weight: 2 },
        { header: x.t('volumenstrom'), unit: 'm³/h', digits: 1 },
      ],
      rows: [
        [x.t('feuchteschutz'), v.feuchteschutz],
        [x.t('reduziert'), v.reduziert],
        [x.t('nenn'), v.nenn],
        [x.t('intensiv'), v.intensiv],
      ],
    });
    basis.push(x.t('basisKwl'));
  }

  return {
    title,
    filename: fileName(x.t('buildingCalcTitle'), context),
    project: context.project,
    date: context.date,
    inputs: given([
      { label: x.t('modus'), value: x.t(input.modus) },
      input.standort !== undefined && { label: x.t('standort'), value: input.standort },
      input.normAussenTemp !== undefined && {
        label: x.t('normAussenTemp'),
        value: input.normAussenTemp,
        unit: '°C',
        digits: 1,
      },
      { label: x.t('baujahr'), value: input.baujahr, plain: true },
      { label: x.t('waermebrueckenzuschlag'), value: input.waermebrueckenzuschlag, unit: 'W/(m²K)', digits: 2 },
      { label: x.t('waermerueckgewinnung'), value: input.waermerueckgewinnung * 100, unit: '%', digits: 0 },
    ]),
    inputTables: [
      {
        title: x.t('raeume'),
        sheet: x.t('raeume'),
        columns: [
          { header: x.t('raum'), weight: 1.6 },
          { header: x.t('innenTemp'), unit: '°C', digits: 1 },
          { header: x.t('flaeche'), unit: 'm²', digits: 1 },
          { header: x.t('volumen'), unit: 'm³', digits: 1 },
          { header: x.t('luftwechsel'), unit: 'h⁻¹', digits: 2 },
        ],
        rows: input.raeume.map((r) => [r.name, r.innenTemp, r.flaeche, r.volumen, r.luftwechsel ?? null]),
      },
      {
        title: x.t('bauteile'),
        sheet: x.t('bauteile'),
        columns: [
          { header: x.t('raum'), weight: 1.4 },
          { header: x.t('bauteil'), weight: 1.4 },
          { header: x.t('bauteilart'), weight: 1.4 },
          { header: x.t('flaeche'), unit: 'm²', digits: 2 },
          { header: 'U', unit: 'W/(m²K)', digits: 2 },
          { header: x.t('angrenzung') },
          { header: x.t('angrenzendeTemp'), unit: '°C', digits: 1 },
          { header: x.t('faktor'), digits: 2 },
        ],
        rows: input.raeume.flatMap((r) =>
          r.bauteile.map((b) => [
            r.name,
            b.bezeichnung,
            x.catalogueWord(b.bauteilart),
            b.flaeche,
            b.u ?? null,
            x.t(b.angrenzung),
            b.angrenzendeTemp ?? null,
            b.faktor ?? null,
          ]),
        ),
      },
    ],
    results,
    resultTables,
    charts,
    tenderText: [],
    hints: [],
    basis,
    sampleDataNote: x.t('sampleData'),
  };
}
