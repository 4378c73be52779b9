/** Kilometres per degree of latitude, near enough for telling which points of a line matter. */
const KM_PER_DEGREE = 111.2;

type Point = [number, number];
type Flat = { x: number; y: number };
type Span = { a: number; b: number; at: number; distance: number };

/** How far `p` lies from the segment from `a` to `b`, in kilometres on the flattened leg. */
function offset(p: Flat, a: Flat, b: Flat): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const squared = dx * dx + dy * dy;
  const t = squared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * At most `max` of the points `[latitude, longitude]` of a line, its ends always among them: the
 * farthest from the line kept so far is added first (Douglas-Peucker, ranked across the whole
 * line), until `max` are kept or none lies more than `toleranceKm` off. A road's line of 30,000
 * points keeps its shape in a hundred, small enough to store per leg and to send with a page.
 */
export function simplifyLine(points: readonly Point[], max: number, toleranceKm = 0.02): Point[] {
  if (points.length <= 2) return [...points];
  // Flat within a leg: longitudes shrink by the cosine of the leg's middle latitude.
  const middle = (points.reduce((sum, [latitude]) => sum + latitude, 0) / points.length) * (Math.PI / 180);
  const flat = points.map(([latitude, longitude]) => ({
    x: longitude * Math.cos(middle) * KM_PER_DEGREE,
    y: latitude * KM_PER_DEGREE,
  }));
  const farthest = (a: number, b: number): Span[] => {
    let span: Span | null = null;
    for (let at = a + 1; at < b; at++) {
      const distance = offset(flat[at] as Flat, flat[a] as Flat, flat[b] as Flat);
      if (!span || distance > span.distance) span = { a, b, at, distance };
    }
    return span ? [span] : [];
  };
  const kept = new Set([0, points.length - 1]);
  let spans = farthest(0, points.length - 1);
  while (kept.size < max) {
    const widest = spans.reduce<Span | null>(
      (best, span) => (best && best.distance >= span.distance ? best : span),
      null,
    );
    if (!widest || widest.distance <= toleranceKm) break;
    kept.add(widest.at);
    spans = spans
      .filter((span) => span !== widest)
      .concat(farthest(widest.a, widest.at), farthest(widest.at, widest.b));
  }
  return [...kept].sort((a, b) => a - b).map((index) => points[index] as Point);
}
