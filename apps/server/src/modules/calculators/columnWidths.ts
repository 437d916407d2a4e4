/**
 * Column widths of a PDF table that keep every word whole. The PDF writer breaks a word that is
 * wider than its column between letters ("Angrenzun g"), so a column gets at least the width of
 * its widest word; what is left of the table width is shared by the columns' weights.
 */

/** The pieces a line may not be broken inside: words, and the parts of a hyphenated compound (not a minus sign). */
export function unbreakable(text: string): string[] {
  return text.split(/\s+|(?<=\p{L}-)/u).filter(Boolean);
}

/**
 * Widths for the columns, each at least its minimum, summing to the table width; undefined when
 * the minimums alone are wider than the table (the caller then tries a smaller font).
 */
export function fitColumns(
  weights: readonly number[],
  minimums: readonly number[],
  width: number,
): number[] | undefined {
  if (minimums.reduce((s, m) => s + m, 0) > width) return undefined;
  const widths = weights.map(() => 0);
  const fixed = new Set<number>();
  // Columns whose weighted share is below their minimum are pinned to it; the others share the rest
  // by weight. Pinning one may push another below its minimum, so repeat until none is.
  for (;;) {
    const free = weights.map((_, i) => i).filter((i) => !fixed.has(i));
    const left = width - [...fixed].reduce((s, i) => s + minimums[i]!, 0);
    const weight = free.reduce((s, i) => s + weights[i]!, 0);
    const short = free.filter((i) => (weights[i]! / weight) * left < minimums[i]!);
    if (!short.length) {
      for (const i of fixed) widths[i] = minimums[i]!;
      for (const i of free) widths[i] = (weights[i]! / weight) * left;
      return widths;
    }
    for (const i of short) fixed.add(i);
  }
}
