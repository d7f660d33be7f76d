import {
  COST_PART_LABELS,
  type Match,
  type MatchStatus,
  MISSING_LABEL,
  proofOfFundsUsd,
} from '@talentbrug/domain/contracts/matches';
import { formatScore, formatUsd, formatUsdRange } from '@talentbrug/domain/format';
import { COST_PARTS, SIZE_BANDS } from '@talentbrug/domain/institutions';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { Modal } from '@talentbrug/ui/modal';
import { Link } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import type { ReactNode } from 'react';
import { CONTROL_LABELS, externalUrl, formatRate } from '../utils/format.ts';
import { MATCHES_TEXTS } from '../utils/texts.ts';
import { FavouriteButton } from './favourite-button.tsx';
import styles from './match-detail.module.css';
import { ScoreBars } from './score-bars.tsx';
import { StatusSelect } from './status-select.tsx';

const UNKNOWN = 'Onbekend';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.factList}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {children}
      <span className={hidden.visuallyHidden}> (opent in een nieuw tabblad)</span>
    </a>
  );
}

/**
 * The parts an international student's year adds up to, each with its year, and at a public school
 * the in-state tuition beside it for comparison. Matches generated before the parts existed show none.
 */
function costRows(match: Match): [string, ReactNode][] {
  const costs = match.institution.costs;
  if (!costs) return [];
  const rows: [string, ReactNode][] = [];
  for (const key of COST_PARTS) {
    const part = costs[key];
    rows.push([COST_PART_LABELS[key], part ? `${formatUsd(part.usd)} (${part.year})` : UNKNOWN]);
  }
  const inState = costs.tuition_in_state;
  if (match.institution.control === 'public' && inState && inState.usd !== costs.tuition_out_of_state?.usd) {
    rows.push([
      'Collegegeld voor inwoners van de staat (ter vergelijking)',
      `${formatUsd(inState.usd)} (${inState.year})`,
    ]);
  }
  return rows;
}

export interface MatchDetailModalProps {
  /** The match to show; null keeps the dialog closed. */
  match: Match | null;
  onClose: () => void;
  onToggleFavourite: (match: Match) => void;
  onStatusChange: (match: Match, status: MatchStatus) => void;
  /** Opens the draft of an e-mail to this school's coach; without it the dialog offers only the AI coach. */
  onWriteCoach?: (match: Match) => void;
}

/** Everything the engine knows about one match, and nothing it does not. */
export function MatchDetailModal({
  match,
  onClose,
  onToggleFavourite,
  onStatusChange,
  onWriteCoach,
}: MatchDetailModalProps) {
  if (!match) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={match.school_name}
      description={`${match.school_location} · ${match.division} · ${match.sport}`}
    >
      <div className={styles.summary}>
        {match.ruled_out === undefined ? (
          <p className={styles.bigScore}>
            <span className={styles.bigScoreValue}>{match.match_score}%</span> match
            <span className={styles.rankNote}> · plaats {match.rank}</span>
            {match.chosen ? <span className={styles.rankNote}> · {MATCHES_TEXTS.chosen}</span> : null}
          </p>
        ) : (
          <p className={styles.bigScore}>
            <span className={styles.bigScoreValue}>{MATCHES_TEXTS.noMatch}</span>
            {match.chosen ? <span className={styles.rankNote}> · {MATCHES_TEXTS.chosen}</span> : null}
          </p>
        )}
        <div className={styles.controls}>
          <FavouriteButton match={match} onToggle={onToggleFavourite} showLabel />
          <StatusSelect match={match} onChange={onStatusChange} />
        </div>
      </div>
      {match.sport_confirmed ? null : <Alert tone="warning">{MATCHES_TEXTS.notConfirmedExplained}</Alert>}

      {match.ruled_out === undefined ? (
        <MatchExplained match={match} />
      ) : (
        <Section title={MATCHES_TEXTS.whyNoMatch}>
          <p className={styles.text}>{match.ruled_out}</p>
        </Section>
      )}

      <SchoolFacts match={match} />

      <Section title="Contact met de coach">
        <p className={styles.text}>{MATCHES_TEXTS.coachContact}</p>
        <div className={styles.links}>
          {onWriteCoach ? <Button onClick={() => onWriteCoach(match)}>{MATCHES_TEXTS.writeCoach}</Button> : null}
          <Link to="/aicoach" className={buttonClass('secondary')}>
            Vraag de AI-coach
          </Link>
        </div>
      </Section>
    </Modal>
  );
}

/** Why the score is what it is: the engine's rationale, parts, caps, gaps, costs and team facts. */
function MatchExplained({ match }: { match: Match }) {
  const team = match.teamStats;
  const proof = proofOfFundsUsd(match);
  const teamRows: [string, ReactNode][] = [];
  if (team.squad_size !== null) {
    teamRows.push([
      'Sporters in de selectie',
      team.squad_year ? `${team.squad_size} (seizoen ${team.squad_year})` : String(team.squad_size),
    ]);
  }
  if (team.conference) teamRows.push(['Conference', team.conference]);
  return (
    <>
      <Section title="Waarom dit past">
        <p className={styles.text}>{match.rationale}</p>
      </Section>

      <Section title="Opbouw van de score">
        <ScoreBars parts={match.score_parts} />
        {match.caps.length ? (
          <>
            <h4 className={styles.subTitle}>Begrensd</h4>
            <ul className={styles.list}>
              {match.caps.map((cap) => (
                <li key={cap}>{cap}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>

      <Section title={MISSING_LABEL}>
        {match.missing.length ? (
          <ul className={styles.list}>
            {match.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.text}>Niets, voor zover de gegevens van jou en de school het laten zien.</p>
        )}
      </Section>

      {match.highlights.length ? (
        <Section title="Hoogtepunten">
          <ul className={styles.list}>
            {match.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Sportbeurs en kosten">
        <Facts
          rows={[
            ['Sportbeurs', match.scholarship],
            [
              'Geschatte sportbeurs per jaar',
              match.aid_estimate
                ? formatUsdRange(match.aid_estimate.min_usd, match.aid_estimate.max_usd)
                : match.athletic_aid_possible
                  ? UNKNOWN
                  : 'Geen (op dit niveau bestaan geen sportbeurzen)',
            ],
            ['Totale kosten', match.tuition ?? UNKNOWN],
            ...costRows(match),
            [
              'Wat je zelf betaalt per jaar (geschat)',
              match.net_cost ? formatUsdRange(match.net_cost.min_usd, match.net_cost.max_usd) : UNKNOWN,
            ],
            [
              'Bewijs van financiën voor je I-20',
              proof === null
                ? UNKNOWN
                : `${formatUsd(proof)}: de kosten van het eerste jaar min de laagste beursschatting`,
            ],
          ]}
        />
      </Section>

      <Section title="Het team">
        {teamRows.length ? (
          <Facts rows={teamRows} />
        ) : (
          <p className={styles.text}>Over het team zijn geen cijfers bekend.</p>
        )}
      </Section>
    </>
  );
}

/** The school's own facts from the dataset; unknown ones say so. */
function SchoolFacts({ match }: { match: Match }) {
  const school = match.institution;
  const website = externalUrl(school.website);
  const athletics = externalUrl(school.athletics_url);
  return (
    <Section title="De school">
      <Facts
        rows={[
          ['Plaats', [school.city, school.state].filter(Boolean).join(', ') || UNKNOWN],
          ['Soort school', school.control ? CONTROL_LABELS[school.control] : UNKNOWN],
          ['Grootte', school.size_band ? SIZE_BANDS[school.size_band as keyof typeof SIZE_BANDS] : UNKNOWN],
          [
            'Toegelaten',
            school.admission_rate === null ? UNKNOWN : `${formatRate(school.admission_rate)} van de aanmelders`,
          ],
          ['Gemiddelde SAT', school.sat_avg === null ? UNKNOWN : formatScore(school.sat_avg)],
          [
            // A private school has one tuition for everyone: 'voor inwoners' said only of a public one.
            school.control === 'public'
              ? 'Gemiddelde kosten volgens de Scorecard (tarief voor inwoners)'
              : 'Gemiddelde kosten volgens de Scorecard',
            school.cost_of_attendance_usd === null ? UNKNOWN : formatUsd(school.cost_of_attendance_usd),
          ],
        ]}
      />
      {website || athletics ? (
        <p className={styles.links}>
          {website ? <ExternalLink href={website}>Website van de school</ExternalLink> : null}
          {athletics ? <ExternalLink href={athletics}>Sportsite van de school</ExternalLink> : null}
        </p>
      ) : null}
    </Section>
  );
}
