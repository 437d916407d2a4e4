import { type Catalogues, sampleCatalogues } from '../catalogues';
import {
  COVER_FINISHES,
  type CoverDesignInput,
  type CoverDesignParsed,
  type CoverDesignResult,
  type CoverPart,
  type CoverType,
  type CoverVersion,
  coverDesignInput,
  LOAD_CLASS_TEST_LOADS,
} from '../contracts';
import { calculateGrilleLoad } from '../grilleLoad/grilleLoad';
import { CalcInputError, parseInput } from '../input';
import { centralPointLoad, rectangleSection } from '../physics/beam';
import { pieces, type SegmentGroup, segmentRun, supportsUnder } from './segments';

/**
 * What each version of the designer offers (docs/cross-designer.md): V1.5 linear grilles only,
 * V2.0 adds the roll grille, V2.1 (BETA) adds the L-shaped trench with a mitred corner.
 */
export const VERSION_FEATURES: Record<CoverVersion, { typen: readonly CoverType[]; lForm: boolean; beta: boolean }> = {
  '1.5': { typen: ['linearQuer', 'linearLaengs'], lForm: false, beta: false },
  '2.0': { typen: ['linearQuer', 'linearLaengs', 'rollrost'], lForm: false, beta: false },
  '2.1': { typen: ['linearQuer', 'linearLaengs', 'rollrost'], lForm: true, beta: true },
};

/** Wood is made into linear grilles only: a roll grille's strung bars need a metal section. */
export function materialsFor(typ: CoverType): readonly CoverDesignParsed['material'][] {
  return typ === 'rollrost' ? ['aluminium', 'edelstahl'] : ['aluminium', 'edelstahl', 'eiche'];
}

/** The largest gap the grille-load engine takes between two bars (mm). */
const MAX_GAP = 100;

/**
 * Designs the cover of a trench convector: the load check of one bar over its span with the
 * grille-load engine of calculations.md §7, the segmentation of each leg, and the parts list.
 * Throws CalcInputError naming the field when a choice does not fit the version or the others.
 */
export function designCover(input: CoverDesignInput, catalogues: Catalogues = sampleCatalogues()): CoverDesignResult {
  const p = parseInput(coverDesignInput, input);
  checkChoices(p);
  const material = catalogues.grilleMaterials.find((m) => m.material === p.material);
  if (!material)
    throw new CalcInputError([{ field: 'material', message: `material "${p.material}" is not in the catalogue` }]);

  const legs = [p.laenge, ...(p.form === 'lForm' ? [p.laenge2!] : [])].map((length) =>
    segmentRun(length, p.maxSegmentlaenge),
  );
  if (p.form === 'lForm') {
    // The corner segment is cut at 45° across the whole width: it must be longer than the width.
    const shortest = Math.min(...legs.flat().map((g) => g.laenge));
    if (shortest <= p.breite)
      throw new CalcInputError([
        { field: 'breite', message: 'each segment of an L must be longer than the inner width (mitre cut)' },
      ]);
  }
  // Bars along the trench span from cross support to cross support; all others span the width.
  // The widest field decides, and it need not lie in the longest segment: 1801 mm at 300 mm
  // takes 7 fields of 257 mm, while 1800 mm takes 6 of 300 mm.
  const spannweite =
    p.typ === 'linearLaengs'
      ? Math.max(...legs.flat().map((g) => supportsUnder(g.laenge, p.stuetzabstand).spacing))
      : p.breite;

  const grille = calculateGrilleLoad(
    {
      bautiefe: spannweite,
      typAbdeckung: 'entwurf',
      material: p.material,
      abstandzwischendenstaeben: p.teilung - p.stabbreite,
      lastflaeche: p.lastflaeche,
      durchbiegungsgrenze: p.durchbiegungsgrenze,
    },
    {
      ...catalogues,
      grilleProfiles: [
        { typAbdeckung: 'entwurf', bezeichnung: 'entwurf', stabbreite: p.stabbreite, stabhoehe: p.stabhoehe },
      ],
    },
  );

  // The required load shared by the bars under the load area, at mid-span (the worst place).
  const section = rectangleSection(p.stabbreite, p.stabhoehe);
  const lastJeStab = (p.einzellast * 1000) / grille.tragendeStaebe;
  const bending = centralPointLoad(lastJeStab, spannweite, material.emodul, section.inertia);
  const spannung = bending.moment / section.sectionModulus;
  const zulaessigeDurchbiegung = spannweite * p.durchbiegungsgrenze;
  const stress = spannung / material.zulaessigeSpannung;
  const deflection = bending.deflection / zulaessigeDurchbiegung;
  // A hair of tolerance: a load exactly at the limit passes despite floating-point rounding.
  const over = (ratio: number) => ratio > 1 + 1e-9;
  // A load class is a promise to carry its test load: checked against the admissible point load.
  const lastklasse = p.lastklasse
    ? {
        klasse: p.lastklasse,
        pruefkraft: LOAD_CLASS_TEST_LOADS[p.lastklasse],
        tragfaehigkeit: grille.belastungswert / 1000,
        erfuellt: grille.belastungswert / 1000 >= LOAD_CLASS_TEST_LOADS[p.lastklasse] * (1 - 1e-9),
      }
    : null;
  const gruende = [
    ...(over(stress) ? ['festigkeit' as const] : []),
    ...(over(deflection) ? ['durchbiegung' as const] : []),
    ...(lastklasse && !lastklasse.erfuellt ? ['lastklasse' as const] : []),
  ];

  const schenkel = legs.map((groups, index) => {
    const count = pieces(groups);
    return {
      laenge: index === 0 ? p.laenge : p.laenge2!,
      segmente: p.form === 'lForm' ? withMitre(groups) : groups.map((g) => ({ ...g, gehrung: false })),
      segmentanzahl: count,
      stoesse: count - 1,
    };
  });
  const segmentanzahl = schenkel.reduce((sum, leg) => sum + leg.segmentanzahl, 0);
  const straightJoints = schenkel.reduce((sum, leg) => sum + leg.stoesse, 0);

  return {
    spannweite,
    freierquerschnitt: grille.freierquerschnitt,
    tragendeStaebe: grille.tragendeStaebe,
    belastungswert: grille.belastungswert,
    massgebend: grille.massgebend,
    lastJeStab,
    spannung,
    zulaessigeSpannung: material.zulaessigeSpannung,
    durchbiegung: bending.deflection,
    zulaessigeDurchbiegung,
    auslastung: Math.max(stress, deflection),
    lastklasse,
    bestanden: gruende.length === 0,
    gruende,
    schenkel,
    segmentanzahl,
    stoesse: straightJoints + (p.form === 'lForm' ? 1 : 0),
    stueckliste: partsList(p, schenkel, straightJoints),
  };
}

/** The choices the schema cannot judge alone: what the version offers and what fits together. */
function checkChoices(p: CoverDesignParsed): void {
  const features = VERSION_FEATURES[p.version];
  const issues: Array<{ field: string; message: string }> = [];
  if (!features.typen.includes(p.typ))
    issues.push({ field: 'typ', message: `Cross-Designer V${p.version} does not offer "${p.typ}"` });
  if (p.form === 'lForm' && !features.lForm)
    issues.push({ field: 'form', message: `Cross-Designer V${p.version} designs straight runs only` });
  if (p.form === 'lForm' && p.typ === 'rollrost')
    issues.push({ field: 'form', message: 'a roll grille cannot be mitred into an L' });
  if (p.form === 'lForm' && p.laenge2 === undefined)
    issues.push({ field: 'laenge2', message: 'an L needs the length of its second leg' });
  if (!materialsFor(p.typ).includes(p.material))
    issues.push({ field: 'material', message: `"${p.material}" is not made into a ${p.typ}` });
  if (!(COVER_FINISHES[p.material] as readonly string[]).includes(p.oberflaeche))
    issues.push({ field: 'oberflaeche', message: `"${p.oberflaeche}" is not a finish of ${p.material}` });
  if (p.oberflaeche === 'pulver' && p.farbe === undefined)
    issues.push({ field: 'farbe', message: 'a powder coating needs its RAL colour' });
  if (p.teilung <= p.stabbreite)
    issues.push({ field: 'teilung', message: 'the pitch must be larger than the bar width' });
  else if (p.teilung - p.stabbreite > MAX_GAP)
    issues.push({ field: 'teilung', message: `the gap between two bars must not exceed ${MAX_GAP} mm` });
  if (issues.length > 0) throw new CalcInputError(issues);
}

/** An L's corner segment of each leg has one end mitred: one piece of the leg's shorter length. */
function withMitre(groups: readonly SegmentGroup[]) {
  const shortest = groups[groups.length - 1]!;
  return [
    ...groups.slice(0, -1).map((g) => ({ ...g, gehrung: false })),
    ...(shortest.anzahl > 1 ? [{ laenge: shortest.laenge, anzahl: shortest.anzahl - 1, gehrung: false }] : []),
    { laenge: shortest.laenge, anzahl: 1, gehrung: true },
  ];
}

/**
 * What is ordered: the segments (equal lengths merged, mitred ones apart), the support profiles
 * the cover rests on along both long edges (an L's inner edge is shorter by the width), the cross
 * supports under bars along the trench, two joint connectors per joint (one at each edge) and
 * one corner connector for an L.
 */
function partsList(
  p: CoverDesignParsed,
  legs: ReadonlyArray<{ laenge: number; segmente: ReadonlyArray<SegmentGroup & { gehrung: boolean }> }>,
  straightJoints: number,
): CoverPart[] {
  const rows: Array<Omit<CoverPart, 'position'>> = [];
  const add = (teil: CoverPart['teil'], anzahl: number, laenge?: number, gehrung = false) => {
    if (anzahl <= 0) return;
    const same = rows.find((r) => r.teil === teil && r.laenge === laenge && r.gehrung === gehrung);
    if (same) same.anzahl += anzahl;
    else rows.push({ teil, anzahl, gehrung, ...(laenge !== undefined ? { laenge } : {}) });
  };
  const segments = legs.flatMap((leg) => leg.segmente);
  for (const s of [...segments].sort((a, b) => Number(a.gehrung) - Number(b.gehrung) || b.laenge - a.laenge))
    add('segment', s.anzahl, s.laenge, s.gehrung);
  for (const leg of legs) {
    add('auflagerprofil', 1, leg.laenge);
    add('auflagerprofil', 1, p.form === 'lForm' ? leg.laenge - p.breite : leg.laenge);
  }
  if (p.typ === 'linearLaengs')
    for (const s of segments) add('tragprofil', s.anzahl * supportsUnder(s.laenge, p.stuetzabstand).supports, p.breite);
  add('stossverbinder', 2 * straightJoints);
  if (p.form === 'lForm') add('eckverbinder', 1);
  return rows.map((r, i) => ({ position: i + 1, ...r }));
}
