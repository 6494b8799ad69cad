/**
 * The estimate for rows not measured yet: the height most measured rows have. A row measured at the
 * estimate moves nothing; one that differs makes the virtualizer place every row after it again
 * (thousands, in a long register), so an estimate that matches the common row saves that work on
 * nearly every row drawn. The first rows measured decide; after `sampledRows` the estimate holds, so
 * rows not drawn yet keep their places.
 */
export function commonRowHeight(fallback: number, sampledRows = 200) {
  const counts = new Map<number, number>();
  let rows = 0;
  let common = fallback;
  return {
    estimate: () => common,
    record(height: number) {
      if (rows >= sampledRows) return;
      rows += 1;
      const count = (counts.get(height) ?? 0) + 1;
      counts.set(height, count);
      if (count > (counts.get(common) ?? 0)) common = height;
    },
  };
}
