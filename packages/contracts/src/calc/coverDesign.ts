import { z } from 'zod';
import { anzahl, durchbiegungsgrenze, millimeter, zahl } from './common';
import { inUnit, outUnit } from './units';

/** A cut length or a count of the bill of materials, whole millimetres and pieces. */
const mmGanz = outUnit('mm', z.number().int());
const newton = outUnit('N', z.number());
const nProMm2 = outUnit('N/mm²', z.number());
const kiloNewton = outUnit('kN', z.number());

/**
 * Cross-Designer: the cover of a trench convector (POST /api/CrossDesigner/calc, docs/cross-designer.md).
 * Lengths in mm, loads in kN (input) and N (result), stresses in N/mm².
 */

/** The versions of the route table (pm.coversystems): V1.5 (old), V2.0, V2.1 (BETA). */
export const COVER_VERSIONS = ['1.5', '2.0', '2.1'] as const;
export type CoverVersion = (typeof COVER_VERSIONS)[number];

/**
 * Linear grille with its bars across the trench (they span the inner width), linear grille with
 * its bars along the trench (they span between cross supports), roll grille (bars across, strung).
 */
export const COVER_TYPES = ['linearQuer', 'linearLaengs', 'rollrost'] as const;
export type CoverType = (typeof COVER_TYPES)[number];

/** Materials of the grille catalogue a cover is made of; wood only for linear grilles. */
export const COVER_MATERIALS = ['aluminium', 'edelstahl', 'eiche'] as const;
export type CoverMaterial = (typeof COVER_MATERIALS)[number];

/** Finishes each material is supplied in. */
export const COVER_FINISHES = {
  aluminium: ['natur', 'schwarz', 'pulver'],
  edelstahl: ['gebuerstet', 'poliert'],
  eiche: ['geoelt'],
} as const satisfies Record<CoverMaterial, readonly string[]>;
export type CoverFinish = (typeof COVER_FINISHES)[CoverMaterial][number];

/** Load classes of EN 124 / EN 1433 (DIN 19580): a chosen class is checked against its test load. */
export const LOAD_CLASSES = ['A15', 'B125', 'C250', 'D400', 'E600', 'F900'] as const;
export type LoadClass = (typeof LOAD_CLASSES)[number];

/**
 * Test load of each class in kN, the number in its name (EN 124-1:2015 Table 1, EN 1433:2002
 * Table 6; A15 = 15 kN … F900 = 900 kN).
 */
export const LOAD_CLASS_TEST_LOADS = {
  A15: 15,
  B125: 125,
  C250: 250,
  D400: 400,
  E600: 600,
  F900: 900,
} as const satisfies Record<LoadClass, number>;

export const TRENCH_SHAPES = ['gerade', 'lForm'] as const;

export const coverDesignInput = z.object({
  version: z.enum(COVER_VERSIONS),
  /** straight run, or (V2.1) an L of two legs with a mitred corner */
  form: z.enum(TRENCH_SHAPES).default('gerade'),
  /** inner width of the trench, mm */
  breite: inUnit('mm', z.number().int().min(100).max(2000)),
  /** length of the run (first leg of an L, measured on the outer edge to the corner), mm */
  laenge: inUnit('mm', z.number().int().min(100).max(50_000)),
  /** second leg of an L, outer edge to the corner, mm */
  laenge2: inUnit('mm', z.number().int().min(100).max(50_000)).optional(),
  typ: z.enum(COVER_TYPES),
  material: z.enum(COVER_MATERIALS),
  oberflaeche: z.string().min(1),
  /** colour of a powder-coated finish, as its RAL number ("RAL 9016") */
  farbe: z
    .string()
    .regex(/^RAL \d{4}$/)
    .optional(),
  /** bar profile: width and height of one bar, and the pitch (bar width + gap), mm */
  stabbreite: inUnit('mm', z.number().min(1).max(50)),
  stabhoehe: inUnit('mm', z.number().min(1).max(100)),
  teilung: inUnit('mm', z.number().positive().max(150)),
  /** bars along the trench: largest distance between two cross supports, mm */
  stuetzabstand: inUnit('mm', z.number().int().min(100).max(1000)).default(300),
  /** longest segment the cover is made and shipped in, mm */
  maxSegmentlaenge: inUnit('mm', z.number().int().min(500).max(6000)).default(2000),
  /** point load to carry, kN (RAL-GZ 638: 1.5 kN) */
  einzellast: inUnit('kN', z.number().positive().max(50)).default(1.5),
  /** side of the square load area, mm (RAL-GZ 638: 200 mm) */
  lastflaeche: inUnit('mm', z.number().positive().max(1000)).default(200),
  durchbiegungsgrenze,
  lastklasse: z.enum(LOAD_CLASSES).optional(),
});
export type CoverDesignInput = z.input<typeof coverDesignInput>;
export type CoverDesignParsed = z.output<typeof coverDesignInput>;

/** A group of equal segments of one leg. */
export const segmentGroup = z.object({ laenge: mmGanz, anzahl, gehrung: z.boolean() });

export const coverLeg = z.object({
  laenge: mmGanz,
  segmente: z.array(segmentGroup),
  segmentanzahl: anzahl,
  /** joints between the segments of this leg */
  stoesse: anzahl,
});

export const COVER_PARTS = ['segment', 'auflagerprofil', 'tragprofil', 'stossverbinder', 'eckverbinder'] as const;

export const coverPart = z.object({
  position: anzahl,
  teil: z.enum(COVER_PARTS),
  /** cut length; none for connectors */
  laenge: mmGanz.optional(),
  anzahl,
  /** a segment with one end mitred at 45° (the corner of an L) */
  gehrung: z.boolean(),
});

export const coverDesignResult = z.object({
  /** span of one bar: the inner width, or the support distance of bars along the trench */
  spannweite: millimeter,
  /** open area / gross area, fraction */
  freierquerschnitt: zahl,
  tragendeStaebe: anzahl,
  /** admissible point load on the load area */
  belastungswert: newton,
  massgebend: z.enum(['festigkeit', 'durchbiegung']),
  /** required point load shared by the bars under the load area, per bar */
  lastJeStab: newton,
  spannung: nProMm2,
  zulaessigeSpannung: nProMm2,
  durchbiegung: millimeter,
  zulaessigeDurchbiegung: millimeter,
  /** the larger of stress and deflection over their limits (1 = exactly at the limit) */
  auslastung: zahl,
  bestanden: z.boolean(),
  /** the chosen load class against what the grille carries; null without a class */
  lastklasse: z
    .object({
      klasse: z.enum(LOAD_CLASSES),
      /** test load of the class */
      pruefkraft: kiloNewton,
      /** admissible point load on the load area (belastungswert) */
      tragfaehigkeit: kiloNewton,
      erfuellt: z.boolean(),
    })
    .nullable(),
  /** why it fails: each limit exceeded, and the load class when its test load is not carried */
  gruende: z.array(z.enum(['festigkeit', 'durchbiegung', 'lastklasse'])),
  schenkel: z.array(coverLeg),
  segmentanzahl: anzahl,
  /** all joints, the mitred corner included */
  stoesse: anzahl,
  stueckliste: z.array(coverPart),
});
export type CoverDesignResult = z.infer<typeof coverDesignResult>;
export type CoverPart = z.infer<typeof coverPart>;
