/** Geometry of the lucky wheel's SVG (viewBox 0 0 100 100, centred on 50,50). */
export const WHEEL_SEGMENTS = 8;

const point = (radius: number, angleDeg: number) => {
  // 0° points straight up, where the pointer is, and angles run clockwise.
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return { x: 50 + radius * Math.cos(rad), y: 50 + radius * Math.sin(rad) };
};

const fixed = (n: number) => Number(n.toFixed(3));

/** The SVG path of segment `index` of `count` equal segments. */
export function segmentPath(index: number, count: number, radius: number): string {
  const sweep = 360 / count;
  const start = point(radius, index * sweep);
  const end = point(radius, (index + 1) * sweep);
  const largeArc = sweep > 180 ? 1 : 0;
  return `M50 50L${fixed(start.x)} ${fixed(start.y)}A${radius} ${radius} 0 ${largeArc} 1 ${fixed(end.x)} ${fixed(end.y)}Z`;
}

/** Evenly spaced points on a circle, e.g. the bulbs of the rim. */
export function ringPoints(count: number, radius: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const p = point(radius, (i * 360) / count);
    return { x: fixed(p.x), y: fixed(p.y) };
  });
}

/** The centre of each of `count` segments on a circle (where a segment's label goes). */
export function segmentCentres(count: number, radius: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = ((i + 0.5) * 360) / count;
    const p = point(radius, angle);
    return { x: fixed(p.x), y: fixed(p.y), angle };
  });
}

/**
 * The wheel's rotation (degrees, clockwise) that brings the centre of `slot` under the pointer,
 * at least `turns` full turns past `from` (the rotation it stands at).
 */
export function landingRotation(slot: number, count: number, from: number, turns = 5): number {
  const target = 360 - ((slot + 0.5) * 360) / count;
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base + target;
}
