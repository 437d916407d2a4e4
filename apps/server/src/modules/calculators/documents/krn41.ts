import type { Krn41Parsed, Krn41Result } from '@portal/contracts';
import type { Report } from '../report';
import { type DocumentContext, documentHead } from './context';
import { trenchSizeInputs, trenchSizeResults } from './trenchConvector';

/** The document of a KRN41 (natural-convection trench convector): size, lengths, heating output, tender text. */
export function krn41Report(input: Krn41Parsed, result: Krn41Result, context: DocumentContext): Report {
  const x = context.texts;
  return {
    ...documentHead(x.t('krn41Title'), context),
    inputs: [
      ...trenchSizeInputs(x, { ...input, sizeKey: result.sizeKey }),
      { label: x.t('vorlaufTemp'), value: input.vorlaufTemp, unit: '°C', digits: 1 },
      { label: x.t('ruecklaufTemp'), value: input.ruecklaufTemp, unit: '°C', digits: 1 },
      { label: x.t('raumTemp'), value: input.raumTemp, unit: '°C', digits: 1 },
    ],
    inputTables: [],
    results: [
      ...trenchSizeResults(x, result),
      {
        label: x.t('laengenbereich'),
        value: `${x.number(result.minLaenge)}–${x.number(result.maxLaenge)}`,
        unit: 'mm',
      },
      { label: x.t('uebertempLog'), value: result.uebertempLog, unit: 'K', digits: 2 },
      { label: x.t('heizleistungProMeter'), value: result.heizleistungProMeter, unit: 'W/m', digits: 1 },
      { label: x.t('heizleistung'), value: result.heizleistung, unit: 'W' },
      { label: x.t('wassermassenstrom'), value: result.wassermassenstrom, unit: 'kg/h', digits: 1 },
      { label: x.t('ausblastemperatur'), value: result.ausblastemperatur, unit: '°C', digits: 1 },
    ],
    resultTables: [],
    charts: [],
    // The engine wrote it in the document's language (the service passes it as sprache).
    tenderText: result.ausschreibungstext.split('\n\n'),
    hints: [],
    basis: [x.t('basisTrench'), x.t('basisAusblas')],
    sampleDataNote: x.t('sampleData'),
  };
}
