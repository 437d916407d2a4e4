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
 * Nominal output (75/65/20) and exponent of a radiator of given type, height and length. A
 * length between catalogue lengths scales the nearest length's output per metre, which is how
 * panel-radiator tables are built (output proportional to length).
 */
export function radiatorOfSize(
  rows: readonly RadiatorRow[],
  bauhoehe: number,
  baulaenge: number,
): { row: RadiatorRow; interpolated: boolean } | null {
  const sameHeight = rows.filter((r) => r.bauhoehe === bauhoehe);
  if (sameHeight.length === 0) return null;
  const exact = sameHeight.find((r) => r.baulaenge === baulaenge);
  if (exact) return { row: exact, interpolated: false };
  let nearest = sameHeight[0] as RadiatorRow;
  for (const r of sameHeight) {
    if (Math.abs(r.baulaenge - baulaenge) < Math.abs(nearest.baulaenge - baulaenge)) nearest = r;
  }
  return {
    row: { ...nearest, baulaenge, normleistung: (nearest.normleistung * baulaenge) / nearest.baulaenge },
    interpolated: true,
  };
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
