export type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box, margin: number) =>
  a.x - margin < b.x + b.width &&
  b.x < a.x + a.width + margin &&
  a.y - margin < b.y + b.height &&
  b.y < a.y + a.height + margin;

/**
 * Which map labels to show: in station order, a label is hidden when it comes closer than
 * `margin` to one already shown, so the route's start keeps its names and crowded ends thin out.
 * The basemap's names (ADR 0083) give way to what is `taken` already, the stations' markers and
 * names, and show no more than `limit`.
 */
export function visibleLabels(
  boxes: readonly Box[],
  margin: number,
  { taken = [], limit = Number.POSITIVE_INFINITY }: { taken?: readonly Box[]; limit?: number } = {},
): boolean[] {
  const shown: Box[] = [...taken];
  let count = 0;
  return boxes.map((box) => {
    if (count >= limit || shown.some((other) => overlaps(box, other, margin))) return false;
    shown.push(box);
    count += 1;
    return true;
  });
}
