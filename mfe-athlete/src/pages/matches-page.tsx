import { useGenerateMatches, useMatches, useUpdateMatch, useWithdrawShare } from '@talentbrug/api-client/matches';
import { NEEDS_APP_MARK } from '@talentbrug/domain/contracts/first-paint/prerender';
import type { Match, MatchStatus, UniversityShare } from '@talentbrug/domain/contracts/matches';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { formatDateTime } from '@talentbrug/domain/format';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { Page } from '@talentbrug/ui/page';
import { Link, useLocation } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FilterChips, SortSelect } from '../features/matches/components/filter-chips.tsx';
import { MapBoundary } from '../features/matches/components/map-boundary.tsx';
import { MatchCard } from '../features/matches/components/match-card.tsx';
import { MatchStats } from '../features/matches/components/match-stats.tsx';
import styles from '../features/matches/components/matches.module.css';
import { ProBanner } from '../features/matches/components/pro-banner.tsx';
import { StaleNotice } from '../features/matches/components/stale-notice.tsx';
import { generateError, isGone, loadError } from '../features/matches/utils/errors.ts';
import {
  countText,
  crowdedTop,
  filterMatches,
  isRuledOut,
  MAX_COMPARED,
  type MatchFilter,
  type MatchSort,
  sortedByText,
  sortMatches,
} from '../features/matches/utils/filters.ts';
import { MATCHES_TEXTS } from '../features/matches/utils/texts.ts';
import type { DraftTarget } from '../features/outreach/components/draft-dialog.tsx';

/** The map and its geometry are a chunk of their own, fetched once the list is on screen. */
const loadMap = () => import('../features/matches/components/matches-map.tsx');
/** A match's details too (issue 15's first-visit budget), fetched as the list shows so a click rarely waits. */
const loadDetail = () =>
  import('../features/matches/components/match-detail-modal.tsx').then((module) => module.MatchDetailModal);
/** The consent to share with a university too: fetched when the athlete asks for it, not with the page. */
const loadShare = () => import('../features/matches/components/share-modal.tsx').then((module) => module.ShareModal);
/** The comparison, downloaded at the first 'Vergelijk' tick: most visits never compare (issue 15's budget). */
const loadComparison = () =>
  import('../features/matches/components/match-comparison.tsx').then((module) => module.MatchComparison);

/** 'Contact met coaches' (issue 38): the board, the reminder and the calendar, downloaded when the athlete opens it. */
const loadOutreach = () => import('../features/outreach/components/outreach-view.tsx');
const OutreachView = lazy(loadOutreach);
/** A draft to a coach, from the board or from a match's details: in the same download as the board. */
const loadDraft = () => loadOutreach().then((module) => module.DraftDialog);
/** The coaches' view has its own address, so the dashboard's reminder can link to it. */
const COACHES = '#coaches';

const NO_MATCHES: readonly Match[] = [];
const NO_SHARES: readonly UniversityShare[] = [];
/** The 'no matches yet' toast, closed as soon as a generation starts. */
const EMPTY_TOPIC = 'matches-empty';

export default function MatchesPage() {
  const matchesQuery = useMatches();
  const generate = useGenerateMatches();
  const update = useUpdateMatch();
  const withdraw = useWithdrawShare();
  const detail = useOnDemand(loadDetail);
  const MatchDetailModal = detail.Component;
  const share = useOnDemand(loadShare);
  const ShareModal = share.Component;
  const draft = useOnDemand(loadDraft);
  const DraftDialog = draft.Component;
  const comparison = useOnDemand(loadComparison);
  const MatchComparison = comparison.Component;
  const [draftTarget, setDraftTarget] = useState<DraftTarget | null>(null);
  const coaches = useLocation().hash === COACHES;
  const [filter, setFilter] = useState<MatchFilter>('all');
  const [sort, setSort] = useState<MatchSort>('best');
  const [openId, setOpenId] = useState<string | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);
  const [comparedIds, setComparedIds] = useState<readonly string[]>([]);
  const [mapAttempt, setMapAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import's error for the component it belongs to.
  const MatchesMap = useMemo(() => lazy(loadMap), [mapAttempt]);
  const listId = useId();
  const mapTitleId = useId();
  // After 'Genereer opnieuw' the notice and its button are gone: the focus goes to what replaced them.
  const [focusWhenCurrent, setFocusWhenCurrent] = useState(false);
  const generatedAtRef = useRef<HTMLParagraphElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const all = matchesQuery.data?.matches ?? NO_MATCHES;
  const filtered = useMemo(() => filterMatches(all, filter), [all, filter]);
  const shown = useMemo(() => sortMatches(filtered, sort), [filtered, sort]);
  const crowded = useMemo(() => crowdedTop(filtered), [filtered]);
  const compared = comparedIds.flatMap((id) => all.find((m) => m.id === id) ?? []);
  const openMatch = openId ? (all.find((m) => m.id === openId) ?? null) : null;
  const sharingMatch = sharingId ? (all.find((m) => m.id === sharingId) ?? null) : null;
  const shares = matchesQuery.data?.shares ?? NO_SHARES;
  const shareOf = (match: Match) => shares.find((share) => share.institution_id === match.institution_id) ?? null;
  const notice =
    matchesQuery.data?.notice ?? (generate.data?.matches.every(isRuledOut) ? generate.data.notice : undefined);
  const loaded = matchesQuery.isSuccess;
  // Schools kept only because the athlete chose them (no match) are listed, never counted as matches.
  const total = all.filter((m) => !isRuledOut(m)).length;
  const shownTotal = shown.filter((m) => !isRuledOut(m)).length;

  const loadFailure = matchesQuery.isError ? loadError(matchesQuery.error) : null;
  const loadFailureMessage = loadFailure?.message;
  useEffect(() => {
    if (loadFailureMessage) notify.error(loadFailureMessage, { toastId: 'matches-load-error' });
  }, [loadFailureMessage]);

  // Not while a generation runs ('no matches yet' beside 'generated!'), nor beside its error. It
  // goes as soon as the list is no longer empty for no reason: when the app takes over from the
  // server's page at a click on 'Genereer AI Matches', React may run this effect only after that
  // click has started the generation, and a dismiss in onGenerate alone came too early.
  const emptyWithoutReason = loaded && all.length === 0 && !notice && !generate.isPending && !generate.isError;
  useEffect(() => {
    if (!emptyWithoutReason) return;
    notify.info(MATCHES_TEXTS.empty, { topic: EMPTY_TOPIC });
    return () => notify.dismiss(EMPTY_TOPIC);
  }, [emptyWithoutReason]);

  const hasMatches = all.length > 0;
  const preloadDetail = detail.preload;
  useEffect(() => {
    if (hasMatches) preloadDetail();
  }, [hasMatches, preloadDetail]);
  const onOpen = (id: string) => void detail.open().then((opened) => opened && setOpenId(id));

  const generateFailure = generate.isError ? generateError(generate.error) : null;
  const stale = loaded && matchesQuery.data.stale && all.length > 0;

  const onGenerate = ({ fromNotice = false } = {}) => {
    notify.dismiss(EMPTY_TOPIC);
    setFocusWhenCurrent(fromNotice);
    generate.mutate(undefined, {
      onSuccess: (data) => {
        setComparedIds([]);
        if (data.matches.length > 0) notify.success(MATCHES_TEXTS.generated);
      },
      onError: (error) => {
        setFocusWhenCurrent(false);
        notify.error(generateError(error).message);
      },
    });
  };

  // As the new list replaces the notice: to its time ('Berekend op ...'), or to the notice that there
  // is nothing to match, so the focus never falls to the page's start with the button it was on.
  useEffect(() => {
    if (!focusWhenCurrent || stale) return;
    setFocusWhenCurrent(false);
    (generatedAtRef.current ?? noticeRef.current)?.focus();
  }, [focusWhenCurrent, stale]);

  const onToggleFavourite = (match: Match) =>
    update.mutate(
      { id: match.id, update: { favourite: !match.favourite } },
      { onError: (error) => notify.error(isGone(error) ? MATCHES_TEXTS.gone : MATCHES_TEXTS.favouriteError) },
    );

  const onStatusChange = (match: Match, status: MatchStatus) =>
    update.mutate(
      { id: match.id, update: { status } },
      { onError: (error) => notify.error(isGone(error) ? MATCHES_TEXTS.gone : MATCHES_TEXTS.statusError) },
    );

  const onShared = (match: Match) => {
    setSharingId(null);
    notify.success(MATCHES_TEXTS.share.done(match.school_name));
  };

  const onWithdraw = (match: Match) =>
    withdraw.mutate(
      { match },
      {
        onSuccess: () => notify.success(MATCHES_TEXTS.share.withdrawn(match.school_name)),
        onError: () => notify.error(MATCHES_TEXTS.share.withdrawError),
      },
    );

  const onWrite = (target: DraftTarget) => void draft.open().then((opened) => opened && setDraftTarget(target));
  const onWriteCoach = (match: Match) =>
    onWrite({ match_id: match.id, institution_id: match.institution_id, school_name: match.school_name });

  const onCompareChange = (id: string, on: boolean) => {
    const without = (ids: readonly string[]) => ids.filter((x) => x !== id);
    // Ticked at once; the comparison shows when its download is there, and a failed one unticks it.
    setComparedIds((ids) => (on ? [...without(ids), id].slice(-MAX_COMPARED) : without(ids)));
    if (on) void comparison.open().then((opened) => opened || setComparedIds(without));
  };

  const generatedAt = matchesQuery.data?.generated_at ? formatDateTime(matchesQuery.data.generated_at) : null;
  const generateLabel = all.length === 0 ? MATCHES_TEXTS.generate.first : MATCHES_TEXTS.generate.again;
  const lead = loaded ? countText(total, shownTotal, filter, shown[0]?.chosen === true, sort) : undefined;

  return (
    <Page title={routeTitle('/matches')} lead={lead}>
      <div className={styles.toolbar}>
        <Button
          className={styles.generate}
          onClick={() => onGenerate()}
          loading={generate.isPending}
          loadingLabel={MATCHES_TEXTS.generate.busy}
          disabled={matchesQuery.isPending}
        >
          {generateLabel}
        </Button>
        {generatedAt ? (
          <p ref={generatedAtRef} tabIndex={-1} className={styles.generatedAt}>
            Berekend op {generatedAt}
          </p>
        ) : null}
      </div>

      {stale ? <StaleNotice onRegenerate={() => onGenerate({ fromNotice: true })} busy={generate.isPending} /> : null}

      {generateFailure ? (
        <Alert tone="error" title={generateFailure.message} className={styles.banner}>
          {generateFailure.profileIncomplete ? (
            <p>
              <Link to="/profile">Vul je profiel aan</Link> of <Link to="/onboarding">loop de onboarding door</Link> en
              genereer daarna opnieuw.
            </p>
          ) : generateFailure.notSignedIn ? (
            <p>
              <Link to="/login">Inloggen</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}

      {notice ? (
        <Alert ref={noticeRef} tone="info" className={styles.banner}>
          <p>{notice}</p>
        </Alert>
      ) : null}

      {matchesQuery.isPending ? <Spinner label={MATCHES_TEXTS.loading} /> : null}

      {loadFailure ? (
        <Alert
          tone="error"
          title={loadFailure.notSignedIn ? MATCHES_TEXTS.notSignedInTitle : loadFailure.message}
          className={styles.banner}
        >
          {loadFailure.notSignedIn ? (
            <p>
              {loadFailure.message} <Link to="/login">Inloggen</Link>
            </p>
          ) : (
            <Button variant="secondary" onClick={() => void matchesQuery.refetch()}>
              {MATCHES_TEXTS.retry}
            </Button>
          )}
        </Alert>
      ) : null}

      {emptyWithoutReason ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>Nog geen matches</h2>
          <p>
            Met '{MATCHES_TEXTS.generate.first}' zoeken we tussen de Amerikaanse colleges van de NCAA, NAIA en NJCAA
            naar scholen die passen bij je sport, niveau, cijfers en budget. Bij elke score zie je waar hij vandaan
            komt.
          </p>
        </div>
      ) : null}

      {all.length > 0 ? (
        <nav aria-label={MATCHES_TEXTS.views.label} className={styles.chips}>
          <Link to="/matches" className={styles.chip} aria-current={!coaches}>
            {MATCHES_TEXTS.views.matches}
          </Link>
          <Link to={`/matches${COACHES}`} className={styles.chip} aria-current={coaches}>
            {MATCHES_TEXTS.views.coaches}
          </Link>
        </nav>
      ) : null}

      {all.length > 0 && coaches ? (
        <MapBoundary fallback={<Alert tone="warning" title={MATCHES_TEXTS.views.failed} />}>
          <Suspense fallback={<Spinner label={MATCHES_TEXTS.loading} />}>
            <OutreachView onWrite={onWrite} />
          </Suspense>
        </MapBoundary>
      ) : null}

      {all.length > 0 && !coaches ? (
        <>
          <div className={styles.controls}>
            <FilterChips value={filter} onChange={setFilter} />
            <SortSelect value={sort} onChange={setSort} />
          </div>
          {crowded ? <p className={styles.crowded}>{MATCHES_TEXTS.crowded(crowded)}</p> : null}
          <MatchStats matches={shown} />
          {comparedIds.length && MatchComparison ? (
            <MatchComparison
              matches={compared}
              onRemove={(id) => onCompareChange(id, false)}
              onClear={() => setComparedIds([])}
            />
          ) : null}
          <section aria-labelledby={listId}>
            <h2 id={listId} className={hidden.visuallyHidden}>
              Je matches
            </h2>
            {shown.length ? (
              <ul className={styles.grid}>
                {shown.map((match) => (
                  <li key={match.id} className={styles.gridItem}>
                    <MatchCard
                      match={match}
                      onOpen={onOpen}
                      onToggleFavourite={onToggleFavourite}
                      onStatusChange={onStatusChange}
                      compared={comparedIds.includes(match.id)}
                      canCompare={comparedIds.length < MAX_COMPARED}
                      onCompareChange={onCompareChange}
                      share={shareOf(match)}
                      withdrawing={withdraw.isPending && withdraw.variables?.match.id === match.id}
                      onShare={(chosen) => void share.open().then((opened) => opened && setSharingId(chosen.id))}
                      onWithdraw={onWithdraw}
                      sortedBy={sortedByText(match, sort)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p>Geen matches met dit filter.</p>
                <Button variant="secondary" onClick={() => setFilter('all')}>
                  Toon alle matches
                </Button>
              </div>
            )}
          </section>
          <section className={styles.mapSection} aria-labelledby={mapTitleId}>
            <h2 id={mapTitleId} className={styles.sectionTitle}>
              Op de kaart
            </h2>
            <MapBoundary
              key={mapAttempt}
              fallback={
                <Alert tone="warning" title="De kaart kon niet laden.">
                  <Button variant="secondary" onClick={() => setMapAttempt((n) => n + 1)}>
                    {MATCHES_TEXTS.retry}
                  </Button>
                </Alert>
              }
            >
              <Suspense
                fallback={
                  // The map comes after the page: on a server-rendered page, its stand-in on the screen starts the app.
                  <div {...NEEDS_APP_MARK}>
                    <Spinner label="Kaart laden..." />
                  </div>
                }
              >
                <MatchesMap matches={shown} onOpen={onOpen} />
              </Suspense>
            </MapBoundary>
          </section>
        </>
      ) : null}

      {loaded ? <ProBanner /> : null}

      {MatchDetailModal ? (
        <MatchDetailModal
          match={openMatch}
          onClose={() => setOpenId(null)}
          onToggleFavourite={onToggleFavourite}
          onStatusChange={onStatusChange}
          onWriteCoach={onWriteCoach}
        />
      ) : null}
      {DraftDialog && draftTarget ? <DraftDialog target={draftTarget} onClose={() => setDraftTarget(null)} /> : null}
      {ShareModal && sharingMatch ? (
        <ShareModal match={sharingMatch} onClose={() => setSharingId(null)} onShared={onShared} />
      ) : null}
    </Page>
  );
}
