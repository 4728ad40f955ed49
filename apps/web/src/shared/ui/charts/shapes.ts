/**
 * An SVG path for a bar with its far end rounded: `end` is the side the bar grows towards
 * ('top' for columns, 'right' or 'left' for horizontal bars).
 */
export function barPath(x: number, y: number, w: number, h: number, radius: number, end: 'top' | 'right' | 'left'): string {
  if (w <= 0 || h <= 0) return '';
  const r = Math.min(radius, end === 'top' ? w / 2 : h / 2, end === 'top' ? h : w);
  if (end === 'top') return `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
  if (end === 'right')
    return `M${x},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h - r}Q${x + w},${y + h} ${x + w - r},${y + h}H${x}Z`;
  return `M${x + w},${y}H${x + r}Q${x},${y} ${x},${y + r}V${y + h - r}Q${x},${y + h} ${x + r},${y + h}H${x + w}Z`;
}

/** An SVG path for a ring segment from angle a0 to a1 (radians, 0 = twelve o'clock, clockwise). */
export function ringPath(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number): string {
  const point = (r: number, a: number) => `${cx + r * Math.sin(a)},${cy - r * Math.cos(a)}`;
  if (a1 - a0 >= Math.PI * 2 - 1e-6) {
    // A whole ring: two half rings (an arc cannot start and end at the same point).
    const mid = a0 + Math.PI;
    return `${ringPath(cx, cy, inner, outer, a0, mid)}${ringPath(cx, cy, inner, outer, mid, a0 + Math.PI * 2)}`;
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return (
    `M${point(outer, a0)}A${outer},${outer} 0 ${large} 1 ${point(outer, a1)}` +
    `L${point(inner, a1)}A${inner},${inner} 0 ${large} 0 ${point(inner, a0)}Z`
  );
}
