/** Round axis steps (1, 2, 2.5, 5 × 10ⁿ) covering lo..hi in about `count` steps. */
export function niceTicks(lo: number, hi: number, count = 4, integer = true): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [0, 1];
  if (hi <= lo) [lo, hi] = lo === 0 ? [0, 1] : [lo - 1, hi + 1];
  const raw = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  let step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  if (integer) step = Math.max(1, Math.ceil(step));
  const start = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = start; v < hi + step - 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** A linear map from the domain [d0, d1] onto the range [r0, r1]. */
export const linear =
  (d0: number, d1: number, r0: number, r1: number) =>
  (v: number): number =>
    d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
