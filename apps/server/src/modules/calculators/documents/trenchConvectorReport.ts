import { calculateKrn41, calculateKrn92 } from '@portal/calc';
import { krn41Input, krn92Input } from '@portal/contracts';
import type { Report } from '../report';
import { engine, parse } from '../service';
import type { DocumentContext } from './context';
import { krn41Report } from './krn41';
import { krn92Report } from './krn92';

/**
 * The document of a trench convector export: the input is calculated again on the document's
 * catalogues, KRN41 with its tender text in the document's language.
 */
export function trenchConvectorReport(
  kind: 'krn41' | 'krn92',
  data: unknown,
  context: DocumentContext,
  prefix: string,
): Report {
  const c = context.catalogues;
  if (kind === 'krn41') {
    const input = { ...parse(krn41Input, data, prefix), sprache: context.texts.locale };
    return krn41Report(
      input,
      engine(() => calculateKrn41(input, c), prefix),
      context,
    );
  }
  const input = parse(krn92Input, data, prefix);
  return krn92Report(
    input,
    engine(() => calculateKrn92(input, c), prefix),
    context,
  );
}
