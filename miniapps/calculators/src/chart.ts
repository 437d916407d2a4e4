/** Axis arithmetic of the charts (the UI kit's, shared with the other screens' charts) and stacked bars. */

export { extent, linearScale, niceTicks, tickDecimals } from '@portal/ui';

/**
 * The segments of one stacked bar: each part's start and width on a bar of `width` for the
 * largest stack `max`; negative parts count as nothing (a bar shows costs, not proceeds).
 */
export function stackSegments(parts: readonly number[], max: number, width: number): Array<{ x: number; w: number }> {
  const scale = max > 0 ? width / max : 0;
  let x = 0;
  return parts.map((part) => {
    const w = Math.max(0, part) * scale;
    const segment = { x, w };
    x += w;
    return segment;
  });
}
