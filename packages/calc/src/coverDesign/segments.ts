import { CalcInputError } from '../input';

/** A group of equal segments: `anzahl` pieces of `laenge` mm. */
export interface SegmentGroup {
  readonly laenge: number;
  readonly anzahl: number;
}

/**
 * Cuts a run of `length` mm into the fewest segments no longer than `maxSegment`, all of the
 * same length. A cover is cut in whole millimetres, so the millimetres the division leaves
 * (fewer than the number of segments) go one each to the first segments: no segment differs
 * from another by more than 1 mm, and no short filler piece is needed at the end of a run.
 */
export function segmentRun(length: number, maxSegment: number): SegmentGroup[] {
  if (!Number.isInteger(length) || length <= 0)
    throw new CalcInputError([{ field: 'laenge', message: 'the length must be a positive whole number of mm' }]);
  if (!Number.isInteger(maxSegment) || maxSegment <= 0)
    throw new CalcInputError([
      { field: 'maxSegmentlaenge', message: 'the longest segment must be a positive whole number of mm' },
    ]);
  const count = Math.ceil(length / maxSegment);
  const base = Math.floor(length / count);
  const longer = length - base * count;
  const groups: SegmentGroup[] = [];
  if (longer > 0) groups.push({ laenge: base + 1, anzahl: longer });
  if (count - longer > 0) groups.push({ laenge: base, anzahl: count - longer });
  return groups;
}

/** How many pieces the groups hold. */
export function pieces(groups: readonly SegmentGroup[]): number {
  return groups.reduce((sum, g) => sum + g.anzahl, 0);
}

/**
 * Cross supports under a segment of bars laid along the trench: the bars span from support to
 * support, so a segment needs one support at each end and as many between as keep every field
 * at most `maxSpacing` long. Answers the supports and the actual (equal) spacing.
 */
export function supportsUnder(segment: number, maxSpacing: number): { supports: number; spacing: number } {
  const fields = Math.ceil(segment / maxSpacing);
  return { supports: fields + 1, spacing: segment / fields };
}
