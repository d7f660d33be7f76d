import type { Match } from '@talentbrug/domain/contracts/matches';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { feature, mesh } from 'topojson-client';
import statesAlbers from 'us-atlas/states-albers-10m.json';
import { scoreShort, scoreText } from '../utils/format.ts';
import { clusterPoints, type Placed } from '../utils/map-clusters.ts';
import styles from './matches-map.module.css';

/**
 * The matches on a map of the US, drawn from the Census Bureau's state outlines that ship with
 * the bundle (us-atlas): no tile server, nothing fetched, works offline. This module is loaded on
 * demand (React.lazy) so the map's geometry never weighs on the page's first load.
 *
 * us-atlas' Albers files are already projected with geoAlbersUsa at scale 1300 and translate
 * [487.5, 305] into a 975 x 610 frame; the same projection places the schools on it.
 */
const WIDTH = 975;
const HEIGHT = 610;
type Topology = Parameters<typeof mesh>[0];
type TopoObject = NonNullable<Parameters<typeof mesh>[1]>;
const topology = statesAlbers as unknown as Topology;
const { states, nation } = topology.objects as Record<'states' | 'nation', TopoObject>;
const draw = geoPath();
const LAND = draw(feature(topology, nation)) ?? '';
const BORDERS = draw(mesh(topology, states, (a, b) => a !== b)) ?? '';
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([WIDTH / 2, HEIGHT / 2]);

/** Where a school lies in the map's frame; null without coordinates or outside the lower 48, Alaska and Hawaii. */
function mapPosition(match: Match): { x: number; y: number } | null {
  const { lat, lng } = match.institution;
  if (lat === null || lng === null) return null;
  const point = projection([lng, lat]);
  return point ? { x: point[0], y: point[1] } : null;
}

const band = (score: number) => (score >= 75 ? 'strong' : score >= 50 ? 'good' : 'fair');

/** Rendered size of a dot's target, px (WCAG 2.5.8), plus room so neighbours never touch. */
const TARGET_PX = 28;

/**
 * The canvas's rendered width, so dots that would overlap on this screen are grouped. Measured
 * before the first paint (a layout effect: the map is only ever rendered in the browser), so no
 * frame shows the dots grouped for the 975 px drawing instead of a phone's 390: in that frame they
 * overlapped, and axe, run as the page arrived in a loaded CI, counted their targets as too small.
 */
function useRenderedWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width || null);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width || null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Room kept between a cluster's list and the edge of the screen, px. */
const EDGE_PX = 8;

/**
 * A cluster's list of schools, moved sideways as far as needed to stay on the screen: a dot near
 * the right edge of a phone would otherwise open it past the edge and widen the whole page.
 */
function ClusterList({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const place = () => {
      list.style.translate = '';
      const { left, right } = list.getBoundingClientRect();
      const over = right - (document.documentElement.clientWidth - EDGE_PX);
      const shift = Math.max(over > 0 ? -over : 0, EDGE_PX - left);
      if (shift) list.style.translate = `${shift}px 0`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);
  return (
    <ul ref={ref} className={styles.clusterList}>
      {children}
    </ul>
  );
}

const label = (match: Match) => `${match.school_name}, ${match.school_location}: ${scoreText(match)}`;

export default function MatchesMap({ matches, onOpen }: { matches: readonly Match[]; onOpen: (id: string) => void }) {
  const { ref, width } = useRenderedWidth();
  const [openCluster, setOpenCluster] = useState<string | null>(null);
  const placed: Placed<Match>[] = [];
  const unplaced: Match[] = [];
  for (const match of matches) {
    const position = mapPosition(match);
    if (position) placed.push({ item: match, ...position });
    else unplaced.push(match);
  }
  // Map units per rendered pixel; before the first measure, the frame's own size.
  const clusters = clusterPoints(placed, TARGET_PX * (WIDTH / (width ?? WIDTH)));
  return (
    <figure className={styles.figure}>
      <div className={styles.canvas} ref={ref}>
        <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <path className={styles.land} d={LAND} />
          <path className={styles.borders} d={BORDERS} />
        </svg>
        <ul className={styles.dots} aria-label="Matches op de kaart">
          {clusters.map(({ items, x, y }) => {
            const [best] = items as [Match, ...Match[]];
            const key = best.id;
            const open = openCluster === key;
            return (
              <li
                key={key}
                className={`${styles.dotItem} ${open ? styles.dotItemOpen : ''}`}
                // Where dots are near each other the better match lies on top.
                style={
                  {
                    left: `${(x / WIDTH) * 100}%`,
                    top: `${(y / HEIGHT) * 100}%`,
                    '--stack': best.match_score,
                  } as CSSProperties
                }
              >
                {items.length === 1 ? (
                  <button
                    type="button"
                    className={`${styles.dot} ${styles[band(best.match_score)]}`}
                    aria-label={label(best)}
                    onClick={() => onOpen(best.id)}
                  >
                    <span className={styles.tip} aria-hidden="true">
                      {best.school_name} · {scoreShort(best)}
                    </span>
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className={`${styles.dot} ${styles.cluster} ${styles[band(best.match_score)]}`}
                      aria-label={`${items.length} scholen bij ${best.school_location}`}
                      aria-expanded={open}
                      onClick={() => setOpenCluster(open ? null : key)}
                      onKeyDown={(event) => {
                        if (event.key === 'Escape') setOpenCluster(null);
                      }}
                    >
                      <span className={styles.count} aria-hidden="true">
                        {items.length}
                      </span>
                    </button>
                    {open ? (
                      <ClusterList>
                        {items.map((match) => (
                          <li key={match.id}>
                            <button type="button" aria-label={label(match)} onClick={() => onOpen(match.id)}>
                              {match.school_name} · {scoreShort(match)}
                            </button>
                          </li>
                        ))}
                      </ClusterList>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.legend} aria-hidden="true">
          <span className={`${styles.key} ${styles.strong}`} /> 75% of meer
          <span className={`${styles.key} ${styles.good}`} /> 50 tot 75%
          <span className={`${styles.key} ${styles.fair}`} /> onder 50%
        </span>
        <span>
          {placed.length === matches.length
            ? `${placed.length} ${placed.length === 1 ? 'school' : 'scholen'} op de kaart.`
            : `${placed.length} van ${matches.length} scholen op de kaart.`}{' '}
          {unplaced.length ? `Zonder bekende ligging: ${unplaced.map((m) => m.school_name).join(', ')}.` : null}
        </span>
      </figcaption>
    </figure>
  );
}
