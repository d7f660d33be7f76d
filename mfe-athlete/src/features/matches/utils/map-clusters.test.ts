import { describe, expect, it } from 'vitest';
import { clusterPoints } from './map-clusters.ts';

describe('clusterPoints', () => {
  it('keeps far points apart and groups near ones around the first', () => {
    const clusters = clusterPoints(
      [
        { item: 'a', x: 0, y: 0 },
        { item: 'b', x: 100, y: 0 },
        { item: 'c', x: 10, y: 10 },
        { item: 'd', x: 105, y: 3 },
      ],
      24,
    );
    expect(clusters).toEqual([
      { x: 0, y: 0, items: ['a', 'c'] },
      { x: 100, y: 0, items: ['b', 'd'] },
    ]);
  });

  it('leaves every pair of cluster centres at least the distance apart', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({ item: i, x: (i * 37) % 300, y: (i * 53) % 200 }));
    const clusters = clusterPoints(points, 24);
    for (const a of clusters) {
      for (const b of clusters) {
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(24);
      }
    }
    expect(clusters.flatMap((cluster) => cluster.items).sort((a, b) => a - b)).toEqual(points.map((p) => p.item));
  });
});
