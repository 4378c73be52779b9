export type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box, margin: number) =>
  a.x - margin < b.x + b.width &&
  b.x < a.x + a.width + margin &&
  a.y - margin < b.y + b.height &&
  b.y < a.y + a.height + margin;

/**
 * Which map labels to show: in station order, a label is hidden when it comes closer than
 * `margin` to one already shown, so the route's start keeps its names and crowded ends thin out.
 */
export function visibleLabels(boxes: readonly Box[], margin: number): boolean[] {
  const shown: Box[] = [];
  return boxes.map((box) => {
    if (shown.some((other) => overlaps(box, other, margin))) return false;
    shown.push(box);
    return true;
  });
}
