import { type Catalogues, sampleCatalogues } from '../catalogues';
import { type GrilleLoadInput, type GrilleLoadResult, grilleLoadInput, type Kurve } from '../contracts';
import { CalcInputError, parseInput } from '../input';
import { admissiblePointLoad, admissibleUniformLoad, type BarProperties, rectangleSection } from '../physics/beam';

/** RAL-GZ 638 walkability: single load 1.5 kN on 200 mm × 200 mm. */
const WALKABLE_LOAD = 1500;

/**
 * Grille load of a trench-convector cover (calculations.md §7): each bar is a simply supported
 * beam spanning the trench (span = bautiefe). A point load on the square load area is shared by
 * the bars under it; it is taken as acting at mid-span (the most unfavourable position), which
 * is conservative against spreading it over the area's length.
 */
export function calculateGrilleLoad(
  input: GrilleLoadInput,
  catalogues: Catalogues = sampleCatalogues(),
): GrilleLoadResult {
  const p = parseInput(grilleLoadInput, input);
  const profile = catalogues.grilleProfiles.find((g) => g.typAbdeckung === p.typAbdeckung);
  if (!profile)
    throw new CalcInputError([
      { field: 'typAbdeckung', message: `cover type "${p.typAbdeckung}" is not in the catalogue` },
    ]);
  const material = catalogues.grilleMaterials.find((m) => m.material === p.material);
  if (!material)
    throw new CalcInputError([{ field: 'material', message: `material "${p.material}" is not in the catalogue` }]);

  const bar: BarProperties = {
    e: material.emodul,
    admissibleStress: material.zulaessigeSpannung,
    ...rectangleSection(profile.stabbreite, profile.stabhoehe),
  };
  const pitch = profile.stabbreite + p.abstandzwischendenstaeben;
  // Bars whose width lies under the load area (at least one).
  const tragendeStaebe = Math.max(1, Math.floor((p.lastflaeche + p.abstandzwischendenstaeben) / pitch));

  const pointLoad = (span: number) => admissiblePointLoad(bar, span, p.durchbiegungsgrenze);
  // Uniform load per bar in N/mm, spread over the pitch: N/mm² = 1000 kN/m².
  const areaLoad = (span: number) => (admissibleUniformLoad(bar, span, p.durchbiegungsgrenze).governing / pitch) * 1000;

  const atSpan = pointLoad(p.bautiefe);
  const belastungswert = atSpan.governing * tragendeStaebe;

  // The contract bounds the count (MAX_CURVE_POINTS); counting steps avoids drift from adding them up.
  const count = Math.floor((p.kurveBis - p.kurveVon) / p.kurveSchritt + 1e-9) + 1;
  const spans = Array.from({ length: count }, (_, i) => p.kurveVon + i * p.kurveSchritt);
  // The point-load curves over the span: mm across, kN up (the area load's curve says its own).
  const SPAN_KN = { einheitX: 'mm', einheitY: 'kN' } as const;
  const kurve: Kurve[] = [
    {
      description: 'Zulässige Einzellast [kN] (Festigkeit)',
      ...SPAN_KN,
      points: spans.map((x) => ({ x, y: (pointLoad(x).strength * tragendeStaebe) / 1000 })),
    },
    {
      description: `Zulässige Einzellast [kN] (Durchbiegung L/${Math.round(1 / p.durchbiegungsgrenze)})`,
      ...SPAN_KN,
      points: spans.map((x) => ({ x, y: (pointLoad(x).stiffness * tragendeStaebe) / 1000 })),
    },
    {
      description: 'Zulässige Einzellast [kN]',
      ...SPAN_KN,
      points: spans.map((x) => ({ x, y: (pointLoad(x).governing * tragendeStaebe) / 1000 })),
    },
    {
      description: 'Zulässige Flächenlast [kN/m²]',
      einheitX: 'mm',
      einheitY: 'kN/m²',
      points: spans.map((x) => ({ x, y: areaLoad(x) })),
    },
  ];

  return {
    belastungswert,
    freierquerschnitt: p.abstandzwischendenstaeben / pitch,
    flaechenlast: areaLoad(p.bautiefe),
    tragendeStaebe,
    massgebend: atSpan.strength <= atSpan.stiffness ? 'festigkeit' : 'durchbiegung',
    begehbar: belastungswert >= WALKABLE_LOAD,
    kurve,
  };
}
