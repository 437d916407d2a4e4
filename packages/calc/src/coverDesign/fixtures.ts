import type { CoverDesignInput } from '../contracts';

/**
 * The design a new Cross-Designer screen starts from, and the one the tests check by hand-computed
 * values (coverDesign.test.ts): a 5000 mm
 * run, 300 mm wide, a linear grille of aluminium bars 8 × 20 mm at 13 mm pitch (E 70 000 N/mm²,
 * σ 110 N/mm² in the sample catalogue), RAL-GZ 638's 1.5 kN on 200 × 200 mm by default.
 */
export const SAMPLE_COVER: CoverDesignInput = {
  version: '2.0',
  breite: 300,
  laenge: 5000,
  typ: 'linearQuer',
  material: 'aluminium',
  oberflaeche: 'natur',
  stabbreite: 8,
  stabhoehe: 20,
  teilung: 13,
};
