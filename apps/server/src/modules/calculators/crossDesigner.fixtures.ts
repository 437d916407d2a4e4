import { designCover, SAMPLE_COVER } from '@portal/calc';
import type { CalcRoute } from './fanConvectors.fixtures';

/**
 * The Cross-Designer's calculation, checked with the other calculations in routes.test.ts
 * (engine result, 400 naming the field, no mass assignment); its own permission matrix and
 * documents are in crossDesigner.test.ts, since it needs a resource the calculators' users lack.
 */
export const CROSS_DESIGNER_CALCULATION: CalcRoute = {
  url: '/portal/api/CrossDesigner/calc',
  body: SAMPLE_COVER,
  engine: () => designCover(SAMPLE_COVER),
  invalid: [
    [{ ...SAMPLE_COVER, breite: 'breit' }, 'body.breite'],
    [{ ...SAMPLE_COVER, version: '1.5', typ: 'rollrost' }, 'body.typ'],
    [{ ...SAMPLE_COVER, teilung: 8 }, 'body.teilung'],
  ],
};
