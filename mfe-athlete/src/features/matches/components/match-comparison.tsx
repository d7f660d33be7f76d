import {
  MATCH_STATUS_LABELS,
  type Match,
  MISSING_LABEL,
  proofOfFundsUsd,
  SCORE_PART_KEYS,
} from '@talentbrug/domain/contracts/matches';
import { formatPercent, formatScore, formatUsd, formatUsdRange } from '@talentbrug/domain/format';
import { Button } from '@talentbrug/ui/button';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { type ReactNode, useId } from 'react';
import { formatRate, scoreShort } from '../utils/format.ts';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import styles from './match-comparison.module.css';

const UNKNOWN = 'Onbekend';

type Row = { label: string; cell: (match: Match) => ReactNode };

const ROWS: Row[] = [
  { label: 'Match', cell: scoreShort },
  { label: 'Plaats', cell: (m) => m.school_location },
  { label: 'Niveau', cell: (m) => m.division },
  { label: 'Sport', cell: (m) => (m.sport_confirmed ? m.sport : `${m.sport} (${MATCHES_TEXTS.notConfirmed})`) },
  { label: 'Sportbeurs', cell: (m) => m.scholarship },
  { label: 'Totale kosten', cell: (m) => m.tuition ?? UNKNOWN },
  {
    label: 'Wat je zelf betaalt per jaar',
    cell: (m) => (m.net_cost ? formatUsdRange(m.net_cost.min_usd, m.net_cost.max_usd) : UNKNOWN),
  },
  {
    label: 'Bewijs van financiën (I-20)',
    cell: (m) => {
      const proof = proofOfFundsUsd(m);
      return proof === null ? UNKNOWN : formatUsd(proof);
    },
  },
  {
    label: 'Toegelaten',
    cell: (m) => (m.institution.admission_rate === null ? UNKNOWN : formatRate(m.institution.admission_rate)),
  },
  {
    label: 'Gemiddelde SAT',
    cell: (m) => (m.institution.sat_avg === null ? UNKNOWN : formatScore(m.institution.sat_avg)),
  },
  {
    label: 'Sporters in de selectie',
    cell: (m) =>
      m.teamStats.squad_size === null
        ? UNKNOWN
        : `${m.teamStats.squad_size}${m.teamStats.squad_year ? ` (${m.teamStats.squad_year})` : ''}`,
  },
  { label: MISSING_LABEL, cell: (m) => (m.missing.length ? m.missing.join('; ') : 'Niets bekend') },
  { label: 'Status', cell: (m) => MATCH_STATUS_LABELS[m.status] },
];

/** The score parts in the engine's order, labelled as the first compared match labels them. */
function partRows(matches: readonly Match[]): Row[] {
  return SCORE_PART_KEYS.flatMap((key) => {
    const label = matches.flatMap((m) => m.score_parts).find((p) => p.key === key)?.label;
    if (!label) return [];
    return [
      {
        label,
        cell: (m: Match) => {
          const part = m.score_parts.find((p) => p.key === key);
          return part ? `${part.score}/100 (weegt ${formatPercent(part.weight)})` : '–';
        },
      },
    ];
  });
}

/**
 * Two or three matches side by side. A real table (column and row headers), scrolling sideways
 * on a narrow screen rather than squeezing three schools into 360 px.
 */
export function MatchComparison({
  matches,
  onRemove,
  onClear,
}: {
  matches: readonly Match[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.comparison} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Vergelijken
        </h2>
        {matches.length ? (
          <Button variant="ghost" onClick={onClear}>
            Wis vergelijking
          </Button>
        ) : null}
      </div>
      {matches.length < 2 ? (
        <p className={styles.hint}>
          Kies nog {matches.length === 0 ? 'twee of drie' : 'een of twee'} scholen met 'Vergelijk' om ze naast elkaar te
          zien.
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard (WCAG 2.1.1)
        <section className={styles.scroller} aria-label="Vergelijkingstabel" tabIndex={0}>
          <table className={styles.table}>
            <caption className={hidden.visuallyHidden}>Vergelijking van {matches.length} scholen</caption>
            <thead>
              <tr>
                <td />
                {matches.map((m) => (
                  <th key={m.id} scope="col">
                    <span className={styles.school}>{m.school_name}</span>
                    <button type="button" className={styles.remove} onClick={() => onRemove(m.id)}>
                      Haal weg <span className={hidden.visuallyHidden}>{m.school_name}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...ROWS.slice(0, 1), ...partRows(matches), ...ROWS.slice(1)].map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {matches.map((m) => (
                    <td key={m.id}>{row.cell(m)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
