import { z } from 'zod';
import { anzahl, curveRange, durchbiegungsgrenze, kurve, zahl } from './common';
import { inUnit, outUnit } from './units';

/** A span of the load curve (its start, end or step), mm: up to 5 m. */
const curveSpan = inUnit('mm', z.number().min(1).max(5000));

/** Grille load (POST /api/ConvectorLoadCalc/calc). Field names of spec §3. */
export const grilleLoadInput = z
  .object({
    /** trench width in mm; the bars span it, simply supported on the frame */
    bautiefe: inUnit('mm', z.number().min(1).max(2000)),
    /** grille profile from the catalogue */
    typAbdeckung: z.string().min(1),
    /** material from the catalogue */
    material: z.string().min(1),
    /** clear gap between two bars, mm */
    abstandzwischendenstaeben: inUnit('mm', z.number().positive().max(100)),
    /** side of the square load area, mm (RAL-GZ 638: 200 mm × 200 mm) */
    lastflaeche: inUnit('mm', z.number().positive().max(2000)).default(200),
    durchbiegungsgrenze,
    /** spans of the load curve, mm: up to 5 m, at most MAX_CURVE_POINTS points */
    kurveVon: curveSpan.default(100),
    kurveBis: curveSpan.default(800),
    kurveSchritt: curveSpan.default(25),
  })
  .superRefine((v, ctx) =>
    curveRange(v.kurveVon, v.kurveBis, v.kurveSchritt, ['kurveVon', 'kurveBis', 'kurveSchritt'], ctx),
  );
export type GrilleLoadInput = z.input<typeof grilleLoadInput>;
export type GrilleLoadParsed = z.output<typeof grilleLoadInput>;

export const grilleLoadResult = z.object({
  /** admissible point load on the load area at span bautiefe */
  belastungswert: outUnit('N', z.number()),
  /** open area / gross area, fraction (0.6 = 60 %) */
  freierquerschnitt: zahl,
  /** admissible uniformly distributed load */
  flaechenlast: outUnit('kN/m²', z.number()),
  /** bars under the load area */
  tragendeStaebe: anzahl,
  /** which limit governs at bautiefe */
  massgebend: z.enum(['festigkeit', 'durchbiegung']),
  /** point load 1.5 kN on 200 × 200 mm (RAL-GZ 638) carried */
  begehbar: z.boolean(),
  kurve: z.array(kurve),
});
export type GrilleLoadResult = z.infer<typeof grilleLoadResult>;
