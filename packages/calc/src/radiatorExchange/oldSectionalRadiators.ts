import type { RadiatorRow } from '../catalogues';
import { CalcInputError } from '../input';
import { conversionFactor } from '../physics/output';
import { estimatedRow } from '../radiator/radiatorCatalogue';

/**
 * Old sectional radiators (Gliederheizkörper) a radiator exchange can start from: a type, the
 * section's size and the number of sections give the old radiator's output without a catalogue.
 * DIN 4703-1 (successor of DIN 4720, cast iron, and DIN 4722, steel) standardises the sizes —
 * hub distance (Nabenabstand) and depth (Bautiefe) — which have stayed the same since 1961.
 */

/** One size of section and its output as the source publishes it. */
export interface SectionRating {
  /** overall height, mm, as the source gives it */
  readonly bauhoehe: number;
  /** hub distance, mm (DIN 4703-1) */
  readonly nabenabstand: number;
  /** depth, mm (DIN 4703-1) */
  readonly bautiefe: number;
  /** W per section at 70/55 °C flow/return */
  readonly leistung7055: number;
  /** W per section at 55/45 °C flow/return */
  readonly leistung5545: number;
}

export interface SectionTable {
  /** where the numbers come from, as the documents and docs/calculators.md cite it */
  readonly quelle: string;
  /** heat-emission exponent the source converts with */
  readonly exponent: number;
  /** flow/return/room of the leistung7055 column, °C */
  readonly bezugsTemperaturen: readonly [flow: number, ret: number, room: number];
  readonly glieder: readonly SectionRating[];
}

/**
 * Cast-iron sections. Source: hausjournal.net, "Gussheizkörper: Leistung" (Tabelle für die
 * Wärmeleistungen von Gussheizkörpern, Leistung/Rippe in W), https://hausjournal.net/gussheizkoerper-leistung.
 * The page names the heat-emission exponent 1.3 but not the room temperature; its two columns
 * agree with each other only for a 20 °C room (each 55/45 value is the 70/55 value converted with
 * n = 1.3 and the log mean excess within 0.5 W — the test beside this module checks that), so 20 °C
 * it is. The page rounds the overall heights (300/450/600 mm); hub distances and depths are the
 * DIN 4703-1 ones. Copied as published, not converted: the engine converts with EN 442.
 */
export const GUSS_GLIEDER: SectionTable = {
  quelle: 'hausjournal.net, Gussheizkörper: Leistung — Tabelle der Wärmeleistungen von Gussheizkörpern (W je Rippe)',
  exponent: 1.3,
  bezugsTemperaturen: [70, 55, 20],
  glieder: [
    { bauhoehe: 300, nabenabstand: 200, bautiefe: 250, leistung7055: 49, leistung5545: 31 },
    { bauhoehe: 450, nabenabstand: 350, bautiefe: 160, leistung7055: 47, leistung5545: 30 },
    { bauhoehe: 450, nabenabstand: 350, bautiefe: 220, leistung7055: 61, leistung5545: 39 },
    { bauhoehe: 600, nabenabstand: 500, bautiefe: 110, leistung7055: 44, leistung5545: 28 },
    { bauhoehe: 600, nabenabstand: 500, bautiefe: 160, leistung7055: 59, leistung5545: 38 },
    { bauhoehe: 600, nabenabstand: 500, bautiefe: 220, leistung7055: 77, leistung5545: 49 },
  ],
};

/**
 * The old radiator types with a published table. Steel sections (DIN 4722 / 4703-1) have none:
 * no source with per-section outputs could be read (what was searched is listed in
 * docs/calculators.md, "Old sectional radiators"), and none is made up. They are estimated from
 * their outer size instead (`estimatedSectionalRadiator`).
 */
export const OLD_SECTIONAL_RADIATORS: Readonly<Record<string, SectionTable>> = { guss: GUSS_GLIEDER };

/**
 * Old sectional types without a table, rated by the Engineering Toolbox estimate for column
 * radiators (the fallback the exchange keeps for any old radiator it has no rating of).
 */
export const ESTIMATED_SECTIONAL_TYPES: readonly string[] = ['stahlglieder'];

/**
 * Engineering Toolbox, "Heat Emission from Radiators" (engineeringtoolbox.com/heat-emission-radiators-d_1121.html):
 * a column radiator emits P = kc·Ve at ΔT 50 (80/60/20 °C), kc = 15 000 … 17 000 W/m³, Ve its outer
 * volume. The middle of the published range.
 */
export const COLUMN_RADIATOR_KC = 16_000;

/**
 * How far the estimate may be off, as a fraction. Published outputs of column radiators lie 4 %
 * (cast-iron column section, 602 × 145 × 60 mm, 88 W at ΔT 50) to 28 % (steel tubular three-column
 * radiator, 600 × 786 × 100 mm, 981 W) above it; the test beside this module checks both.
 */
export const SECTIONAL_ESTIMATE_BAND = 0.3;

/**
 * An old sectional radiator without a table as a radiator row: height × length × depth (mm, as
 * measured) is its outer volume, and the column-radiator estimate its output. Null for a type
 * that is not estimated this way; a missing depth is refused naming it.
 */
export function estimatedSectionalRadiator(
  heizkoerpertyp: string,
  bauhoehe: number,
  baulaenge: number,
  bautiefe: number | undefined,
): RadiatorRow | null {
  if (!ESTIMATED_SECTIONAL_TYPES.includes(heizkoerpertyp)) return null;
  if (bautiefe === undefined) throw refused('bautiefeAlt', 'is required for sectional radiators');
  const volume = (bauhoehe / 1000) * (baulaenge / 1000) * (bautiefe / 1000);
  return estimatedRow(heizkoerpertyp, bauhoehe, baulaenge, COLUMN_RADIATOR_KC * volume);
}

/** The heights, and the depths of one height, a type's table has (for the form's choices). */
export function sectionSizes(table: SectionTable): { bauhoehen: number[]; bautiefen: (bauhoehe: number) => number[] } {
  const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    bauhoehen: unique(table.glieder.map((g) => g.bauhoehe)),
    bautiefen: (bauhoehe) => unique(table.glieder.filter((g) => g.bauhoehe === bauhoehe).map((g) => g.bautiefe)),
  };
}

/**
 * The old sectional radiator as a radiator row: its nominal output at 75/65/20 (what the exchange
 * converts from) is the sections' published output converted from the table's temperatures with
 * EN 442 (log mean excess, the table's exponent). Null when the type has no table; a size the
 * table lacks, or a missing depth or section count, is refused naming the field and the choices.
 */
export function oldSectionalRadiator(
  heizkoerpertyp: string,
  bauhoehe: number,
  baulaenge: number,
  bautiefe: number | undefined,
  glieder: number | undefined,
): RadiatorRow | null {
  const table = OLD_SECTIONAL_RADIATORS[heizkoerpertyp];
  if (!table) return null;
  const sizes = sectionSizes(table);
  if (!sizes.bauhoehen.includes(bauhoehe))
    throw refused('bhAlt', `height ${bauhoehe} mm is not in the catalogue (heights: ${sizes.bauhoehen.join(', ')})`);
  const depths = sizes.bautiefen(bauhoehe);
  if (bautiefe === undefined)
    throw refused('bautiefeAlt', `is required for sectional radiators (depths: ${depths.join(', ')})`);
  const section = table.glieder.find((g) => g.bauhoehe === bauhoehe && g.bautiefe === bautiefe);
  if (!section)
    throw refused(
      'bautiefeAlt',
      `depth ${bautiefe} mm is not in the catalogue for height ${bauhoehe} mm (depths: ${depths.join(', ')})`,
    );
  if (glieder === undefined) throw refused('gliederAlt', 'is required for sectional radiators');
  const [flow, ret, room] = table.bezugsTemperaturen;
  const perSection = section.leistung7055 / conversionFactor(table.exponent, flow, ret, room);
  return {
    heizkoerpertyp,
    ausfuehrung: `${section.nabenabstand}/${section.bautiefe}`,
    bauhoehe,
    baulaenge,
    normleistung: perSection * glieder,
    exponent: table.exponent,
  };
}

function refused(field: string, message: string): CalcInputError {
  return new CalcInputError([{ field, message }]);
}
