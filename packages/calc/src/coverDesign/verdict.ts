import { fill, type Locale } from '@portal/contracts';
import type {
  CoverDesignParsed,
  CoverDesignResult,
  CoverFinish,
  CoverMaterial,
  CoverPart,
  CoverType,
  TRENCH_SHAPES,
} from '../contracts';
import { formatNumber } from '../format';
import { inLanguage } from '../terms';
import { COVER_TERMS } from './terms';

export type CoverTerm = keyof typeof COVER_TERMS;

/** The term naming each choice and part, so screen and documents call them the same. */
export const COVER_TYPE_TERMS = {
  linearQuer: 'cdTypLinearQuer',
  linearLaengs: 'cdTypLinearLaengs',
  rollrost: 'cdTypRollrost',
} as const satisfies Record<CoverType, CoverTerm>;

export const COVER_MATERIAL_TERMS = {
  aluminium: 'cdMatAluminium',
  edelstahl: 'cdMatEdelstahl',
  eiche: 'cdMatEiche',
} as const satisfies Record<CoverMaterial, CoverTerm>;

export const COVER_FINISH_TERMS = {
  natur: 'cdFinNatur',
  schwarz: 'cdFinSchwarz',
  pulver: 'cdFinPulver',
  gebuerstet: 'cdFinGebuerstet',
  poliert: 'cdFinPoliert',
  geoelt: 'cdFinGeoelt',
} as const satisfies Record<CoverFinish, CoverTerm>;

export const TRENCH_SHAPE_TERMS = { gerade: 'cdFormGerade', lForm: 'cdFormLForm' } as const satisfies Record<
  (typeof TRENCH_SHAPES)[number],
  CoverTerm
>;

/** A part's name; a segment with a mitred end is a part of its own. */
export function partTerm(part: Pick<CoverPart, 'teil' | 'gehrung'>): CoverTerm {
  if (part.teil === 'segment') return part.gehrung ? 'cdPartSegmentGehrung' : 'cdPartSegment';
  return (
    {
      auflagerprofil: 'cdPartAuflagerprofil',
      tragprofil: 'cdPartTragprofil',
      stossverbinder: 'cdPartStossverbinder',
      eckverbinder: 'cdPartEckverbinder',
    } as const
  )[part.teil];
}

/**
 * The verdict in words: the load (and a load class's test load) carried with what is
 * admissible, or each limit exceeded with its value. The screen and the documents say the same sentences.
 */
export function verdictOf(
  input: Pick<CoverDesignParsed, 'einzellast' | 'durchbiegungsgrenze'>,
  result: CoverDesignResult,
  locale: Locale,
): string[] {
  const say = (term: CoverTerm, values: Record<string, string>) => fill(inLanguage(COVER_TERMS[term], locale), values);
  const n = (value: number, digits: number) => formatNumber(value, locale, digits);
  const klasse = result.lastklasse;
  const klasseValues = klasse && { k: klasse.klasse, f: n(klasse.pruefkraft, 0), zul: n(klasse.tragfaehigkeit, 2) };
  if (result.bestanden)
    return [
      say('cdGrundOk', { f: n(input.einzellast, 2), zul: n(result.belastungswert / 1000, 2) }),
      ...(klasseValues ? [say('cdLastklasseOk', klasseValues)] : []),
    ];
  return result.gruende.map((grund) => {
    if (grund === 'festigkeit')
      return say('cdGrundFestigkeit', { s: n(result.spannung, 1), zul: n(result.zulaessigeSpannung, 1) });
    if (grund === 'lastklasse' && klasseValues) return say('cdGrundLastklasse', klasseValues);
    return say('cdGrundDurchbiegung', {
      d: n(result.durchbiegung, 2),
      zul: n(result.zulaessigeDurchbiegung, 2),
      n: String(Math.round(1 / input.durchbiegungsgrenze)),
    });
  });
}
