import type { Catalogues, FanStageRow, RadiatorRow } from '../catalogues';
import { notInCatalogue } from '../input';
import { NOMINAL_LOG_EXCESS } from '../physics/constants';

/** Catalogue look-ups shared by the radiator calculation and the radiator exchange. */

export function radiatorsOf(catalogues: Catalogues, heizkoerpertyp: string, ausfuehrung: string): RadiatorRow[] {
  return catalogues.radiators.filter((r) => r.heizkoerpertyp === heizkoerpertyp && r.ausfuehrung === ausfuehrung);
}

export function fanStagesOf(catalogues: Catalogues, heizkoerpertyp: string, ausfuehrung: string): FanStageRow[] {
  return catalogues.fanStages
    .filter((s) => s.heizkoerpertyp === heizkoerpertyp && s.ausfuehrung === ausfuehrung)
    .sort((a, b) => a.stufe - b.stufe);
}

/**
 * How a radiator's output was found for its length: a catalogue row, interpolated between the two
 * neighbouring catalogue lengths, or scaled per metre from the shortest or longest one.
 */
export type SizedBy = 'katalog' | 'interpoliert' | 'jeMeter';

/**
 * Nominal output (75/65/20) and exponent of a radiator of given type, height and length. A
 * length between two catalogue lengths interpolates linearly between them; beyond the shortest
 * or longest, that row's output per metre is scaled (panel-radiator tables are built with the
 * output proportional to length).
 *
 * Interpolating, not scaling the nearest length per metre: catalogue outputs are rounded per
 * length, so their outputs per metre differ slightly, and scaling whichever length is nearest
 * made the output step down where the nearest row changes (type 10 H300: 500 mm gave 216.25 W,
 * 500.1 mm 215.88 W), so a longer radiator gave less. The interpolation meets every catalogue
 * row and rises with the length wherever the catalogue does.
 */
export function radiatorOfSize(
  rows: readonly RadiatorRow[],
  bauhoehe: number,
  baulaenge: number,
): { row: RadiatorRow; by: SizedBy } | null {
  const sameHeight = rows.filter((r) => r.bauhoehe === bauhoehe).sort((a, b) => a.baulaenge - b.baulaenge);
  if (sameHeight.length === 0) return null;
  const exact = sameHeight.find((r) => r.baulaenge === baulaenge);
  if (exact) return { row: exact, by: 'katalog' };
  const above = sameHeight.findIndex((r) => r.baulaenge > baulaenge);
  if (above > 0) {
    const lo = sameHeight[above - 1] as RadiatorRow;
    const hi = sameHeight[above] as RadiatorRow;
    const share = (baulaenge - lo.baulaenge) / (hi.baulaenge - lo.baulaenge);
    return {
      row: {
        ...(share < 0.5 ? lo : hi),
        baulaenge,
        normleistung: lo.normleistung + share * (hi.normleistung - lo.normleistung),
        exponent: lo.exponent + share * (hi.exponent - lo.exponent),
      },
      by: 'interpoliert',
    };
  }
  const end = (above === 0 ? sameHeight[0] : sameHeight[sameHeight.length - 1]) as RadiatorRow;
  return {
    row: { ...end, baulaenge, normleistung: (end.normleistung * baulaenge) / end.baulaenge },
    by: 'jeMeter',
  };
}

/** The note a result carries for a radiator whose output is not a catalogue row's (German; translateNote). */
export function sizedNote(by: SizedBy, which: 'neu' | null = null): string | null {
  const subject = which === 'neu' ? 'Leistung des neuen Heizkörpers' : 'Leistung';
  if (by === 'interpoliert') return `${subject} zwischen den benachbarten Kataloglängen interpoliert.`;
  if (by === 'jeMeter') return `${subject} aus der nächsten Kataloglänge je Meter umgerechnet.`;
  return null;
}

/**
 * Engineering Toolbox estimate of panel outputs, P = 41·kp·l·(1 + 8h) at ΔT 50 (80/60/20,
 * ΔT_ln 49.32 K), converted to 75/65/20 with n = 1.3. A plausibility band (±10 %) for old
 * radiators missing from the catalogue, not a rating.
 */
const PANEL_KP: Record<string, number> = { '10': 3.1, '11': 4.1, '20': 4.9, '21': 5.8, '22': 7, '32': 8.8 };

export function estimatedPanelRadiator(
  heizkoerpertyp: string,
  bauhoehe: number,
  baulaenge: number,
): RadiatorRow | null {
  const kp = PANEL_KP[heizkoerpertyp];
  if (kp === undefined) return null;
  const atDt50 = 41 * kp * (baulaenge / 1000) * (1 + (8 * bauhoehe) / 1000);
  return estimatedRow(heizkoerpertyp, bauhoehe, baulaenge, atDt50);
}

/**
 * An Engineering Toolbox estimate as a radiator row: its output at ΔT 50 (80/60/20 °C, ΔT_ln
 * 49.32 K) converted to the nominal 75/65/20 with n = 1.3.
 */
export function estimatedRow(heizkoerpertyp: string, bauhoehe: number, baulaenge: number, atDt50: number): RadiatorRow {
  const exponent = 1.3;
  return {
    heizkoerpertyp,
    ausfuehrung: 'schaetzung',
    bauhoehe,
    baulaenge,
    normleistung: atDt50 * (NOMINAL_LOG_EXCESS / 49.32) ** exponent,
    exponent,
  };
}

export function requireRadiators(
  catalogues: Catalogues,
  heizkoerpertyp: string,
  ausfuehrung: string,
  fields: { typ: string; ausfuehrung: string },
): RadiatorRow[] {
  const rows = radiatorsOf(catalogues, heizkoerpertyp, ausfuehrung);
  if (rows.length > 0) return rows;
  const typeKnown = catalogues.radiators.some((r) => r.heizkoerpertyp === heizkoerpertyp);
  throw typeKnown
    ? notInCatalogue(
        fields.ausfuehrung,
        `execution "${ausfuehrung}" is not in the catalogue for type ${heizkoerpertyp}`,
      )
    : notInCatalogue(fields.typ, `radiator type "${heizkoerpertyp}" is not in the catalogue`);
}
