import { isUnauthorized } from '@talentbrug/api-client/api';
import { useAuth } from '@talentbrug/api-client/auth';
import { useCoachHistory } from '@talentbrug/api-client/coach';
import { useMatches } from '@talentbrug/api-client/matches';
import { useProfile } from '@talentbrug/api-client/profile';
import { useFiles } from '@talentbrug/api-client/uploads';
import { isRealMatch } from '@talentbrug/domain/contracts/matches';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { profileScore } from '@talentbrug/domain/onboarding/profile-score';
import { HIGHLIGHT_TYPE } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Page } from '@talentbrug/ui/page';
import { Link } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useSuggestions } from '../features/dashboard/api/get-suggestions.ts';
import { ChecklistCard } from '../features/dashboard/components/checklist-card.tsx';
import styles from '../features/dashboard/components/dashboard.module.css';
import { PipelineCard } from '../features/dashboard/components/pipeline-card.tsx';
import { ProfileScoreCard } from '../features/dashboard/components/profile-score-card.tsx';
import { QuickActions } from '../features/dashboard/components/quick-actions.tsx';
import { SuggestionsCard } from '../features/dashboard/components/suggestions-card.tsx';
import { TopMatches } from '../features/dashboard/components/top-matches.tsx';
import { checklistFor, highlightFixes } from '../features/dashboard/utils/checklist.ts';
import { greetingFor } from '../features/dashboard/utils/first-name.ts';
import { pipelineCounts, topMatches } from '../features/dashboard/utils/pipeline.ts';
import { DASHBOARD_TEXTS } from '../features/dashboard/utils/texts.ts';

/** The follow-up reminder (issue 38): downloaded (with the rest of outreach) only for an athlete who has e-mailed a school. */
let followUp: typeof import('../features/outreach/components/outreach-view.tsx') | undefined;
/** Loads the reminder's chunk; the server render awaits it before every dashboard (server-render-pages.tsx). */
export const loadFollowUpCard = () =>
  import('../features/outreach/components/outreach-view.tsx').then((module) => {
    followUp = module;
    return { default: module.FollowUpCard };
  });
const LazyFollowUpCard = lazy(loadFollowUpCard);
/** Rendered at once where its chunk has loaded (always on the server), else when it has. */
function FollowUpCard(props: { className?: string; to: string }) {
  const Loaded = followUp?.FollowUpCard ?? LazyFollowUpCard;
  return <Loaded {...props} />;
}

export default function DashboardPage() {
  const { user } = useAuth();
  const profileQuery = useProfile();
  const matchesQuery = useMatches();
  const videosQuery = useFiles(HIGHLIGHT_TYPE);
  const suggestionsQuery = useSuggestions();
  const historyQuery = useCoachHistory();

  const notSignedIn = isUnauthorized(profileQuery.error);
  const failureText = notSignedIn ? DASHBOARD_TEXTS.notSignedIn : DASHBOARD_TEXTS.loadError;
  const loadFailure = profileQuery.isError ? failureText : null;
  useEffect(() => {
    if (loadFailure) notify.error(loadFailure, { toastId: 'dashboard-profile-error' });
  }, [loadFailure]);

  const profile = profileQuery.data;
  const greeting = greetingFor({
    profileFirstName: profile?.first_name,
    metadata: user?.user_metadata,
    email: user?.email,
  });
  const version = __BUILD_LABEL__ ? <p>Versie {__BUILD_LABEL__}</p> : null;

  if (profileQuery.isPending) {
    // The greeting and the lead show at once, named from the session, while the cards load: the
    // page's largest text is there on the first render, not one request later (issue 15).
    return (
      <Page title={routeTitle('/dashboard')} lead={`${greeting} ${DASHBOARD_TEXTS.lead}`}>
        <Spinner label={DASHBOARD_TEXTS.loading} />
        {version}
      </Page>
    );
  }

  if (profileQuery.isError) {
    return (
      <Page title={routeTitle('/dashboard')} lead={greeting}>
        <Alert
          tone="error"
          title={notSignedIn ? DASHBOARD_TEXTS.notSignedInTitle : DASHBOARD_TEXTS.loadError}
          className={styles.banner}
        >
          {notSignedIn ? (
            <p>
              {DASHBOARD_TEXTS.notSignedIn} <Link to="/login?redirect=%2Fdashboard">Inloggen</Link>
            </p>
          ) : (
            <Button variant="secondary" onClick={() => void profileQuery.refetch()}>
              {DASHBOARD_TEXTS.retry}
            </Button>
          )}
        </Alert>
        {version}
      </Page>
    );
  }

  if (!profile) {
    return (
      <Page title={routeTitle('/dashboard')} lead={greeting}>
        <Alert tone="warning" title={DASHBOARD_TEXTS.noProfile} className={styles.banner}>
          <p>
            <Link to="/onboarding">{DASHBOARD_TEXTS.toOnboarding}</Link>
          </p>
        </Alert>
        {version}
      </Page>
    );
  }

  const score = profileScore(profile);
  // A picked school a hard filter rules out stays on /matches, but is no match to count or show here.
  const matches = (matchesQuery.data?.matches ?? []).filter(isRealMatch);
  const top = topMatches(matches);
  const tasks = checklistFor({
    score,
    hasVideo: Boolean(profile.highlight_video_url) || (videosQuery.data?.length ?? 0) > 0,
    videoFixes: highlightFixes(videosQuery.data, profile.highlight_video_url),
    matchCount: matches.length,
    hasFavourite: matches.some((match) => match.favourite),
    coachAsked: (historyQuery.data?.messages ?? []).some((message) => message.type === 'user'),
  });

  return (
    <Page title={routeTitle('/dashboard')} lead={`${greeting} ${DASHBOARD_TEXTS.lead}`}>
      <div className={styles.grid}>
        {matchesQuery.data?.matches.some((match) => match.status === 'contacted') ? (
          <Suspense fallback={null}>
            <FollowUpCard className={styles.panel} to="/matches#coaches" />
          </Suspense>
        ) : null}
        <ProfileScoreCard score={score} />
        <QuickActions />
        <SuggestionsCard suggestions={suggestionsQuery.data} loading={suggestionsQuery.isPending} />
        <ChecklistCard tasks={tasks} />
        {top.length ? (
          <TopMatches matches={top} total={matches.length} stale={matchesQuery.data?.stale ?? false} />
        ) : null}
        {matches.length ? <PipelineCard stages={pipelineCounts(matches)} /> : null}
      </div>
      {matchesQuery.isError ? (
        <Alert tone="warning" title={DASHBOARD_TEXTS.matchesLoadError} className={styles.banner}>
          <Button variant="secondary" onClick={() => void matchesQuery.refetch()}>
            {DASHBOARD_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {version}
    </Page>
  );
}
