/** A point on the map with the thing it stands for. */
export interface Placed<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  /** Where the cluster's button sits: its first (best) member's place. */
  x: number;
  y: number;
  items: T[];
}

/**
 * Groups points closer than `minDistance` (map units) around the first of them, in the order
 * given (best match first), so every button on the map keeps a target of its own (WCAG 2.5.8):
 * two campuses in one city become one button that lists both. Deterministic for the same input.
 */
export function clusterPoints<T>(points: readonly Placed<T>[], minDistance: number): Cluster<T>[] {
  const clusters: Cluster<T>[] = [];
  for (const point of points) {
    const near = clusters.find((cluster) => Math.hypot(cluster.x - point.x, cluster.y - point.y) < minDistance);
    if (near) near.items.push(point.item);
    else clusters.push({ x: point.x, y: point.y, items: [point.item] });
  }
  return clusters;
}
