import type { Match } from '@talentbrug/domain/matches';
import { geoAlbersUsa, geoPath } from 'd3-geo';
import type { CSSProperties } from 'react';
import { feature, mesh } from 'topojson-client';
import statesAlbers from 'us-atlas/states-albers-10m.json';
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
export function mapPosition(match: Match): { x: number; y: number } | null {
  const { lat, lng } = match.institution;
  if (lat === null || lng === null) return null;
  const point = projection([lng, lat]);
  return point ? { x: point[0], y: point[1] } : null;
}

const band = (score: number) => (score >= 75 ? 'strong' : score >= 50 ? 'good' : 'fair');

export default function MatchesMap({ matches, onOpen }: { matches: readonly Match[]; onOpen: (id: string) => void }) {
  const placed = matches.flatMap((match) => {
    const position = mapPosition(match);
    return position ? [{ match, ...position }] : [];
  });
  const unplaced = matches.filter((match) => !mapPosition(match));
  return (
    <figure className={styles.figure}>
      <div className={styles.canvas}>
        <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
          <path className={styles.land} d={LAND} />
          <path className={styles.borders} d={BORDERS} />
        </svg>
        <ul className={styles.dots} aria-label="Matches op de kaart">
          {placed.map(({ match, x, y }) => (
            <li
              key={match.id}
              className={styles.dotItem}
              // Where dots overlap (two campuses in one city), the better match lies on top.
              style={
                {
                  left: `${(x / WIDTH) * 100}%`,
                  top: `${(y / HEIGHT) * 100}%`,
                  '--stack': match.match_score,
                } as CSSProperties
              }
            >
              <button
                type="button"
                className={`${styles.dot} ${styles[band(match.match_score)]}`}
                aria-label={`${match.school_name}, ${match.school_location}: ${match.match_score}% match`}
                onClick={() => onOpen(match.id)}
              >
                <span className={styles.tip} aria-hidden="true">
                  {match.school_name} · {match.match_score}%
                </span>
              </button>
            </li>
          ))}
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
