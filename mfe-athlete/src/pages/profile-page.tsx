import { useProfile } from '@talentbrug/api-client/profile';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Alert } from '@talentbrug/ui/alert';
import { Button, buttonClass } from '@talentbrug/ui/button';
import { useOnDemand } from '@talentbrug/ui/on-demand';
import { Page } from '@talentbrug/ui/page';
import { Link } from '@talentbrug/ui/router';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { useEffect, useState } from 'react';
import { AccountDataCard } from '../features/account-data/components/account-data-card.tsx';
import { DocumentsCard } from '../features/profile/components/documents-card.tsx';
import styles from '../features/profile/components/profile.module.css';
import { AcademicCard, PreferencesCard, SummaryCard } from '../features/profile/components/profile-cards.tsx';
import { VideosCard } from '../features/profile/components/videos-card.tsx';
import { PROFILE_TEXTS } from '../features/profile/utils/texts.ts';

// The editor is downloaded when it is about to be used, not with the page (issue 15).
const loadEditModal = () =>
  import('../features/profile/components/profile-edit-modal.tsx').then((module) => module.ProfileEditModal);

export default function ProfilePage() {
  const profileQuery = useProfile();
  const [editing, setEditing] = useState(false);
  const editor = useOnDemand(loadEditModal);
  const startEditing = () => void editor.open().then((opened) => setEditing(opened));
  const profile = profileQuery.data ?? null;

  // The spec's data errors: a red banner and an error toast.
  const loadFailed = profileQuery.isError;
  useEffect(() => {
    if (loadFailed) notify.error(PROFILE_TEXTS.loadError, { toastId: 'profile-load-error' });
  }, [loadFailed]);

  return (
    <Page title={routeTitle('/profile')} lead={PROFILE_TEXTS.lead}>
      {profile ? (
        <div className={styles.toolbar}>
          <Button onClick={startEditing} onPointerEnter={editor.preload} onFocus={editor.preload}>
            {PROFILE_TEXTS.edit}
          </Button>
        </div>
      ) : null}

      {profileQuery.isPending ? <Spinner label={PROFILE_TEXTS.loading} /> : null}

      {loadFailed ? (
        <Alert tone="error" title={PROFILE_TEXTS.loadError} className={styles.banner}>
          <Button
            variant="secondary"
            className={styles.bannerAction}
            loading={profileQuery.isFetching}
            loadingLabel={PROFILE_TEXTS.loading}
            onClick={() => void profileQuery.refetch()}
          >
            {PROFILE_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}

      {profileQuery.isSuccess && !profile ? (
        <Alert tone="warning" title={PROFILE_TEXTS.noProfile} className={styles.banner}>
          <p>
            <Link to="/onboarding" className={buttonClass('secondary')}>
              {PROFILE_TEXTS.toOnboarding}
            </Link>
          </p>
        </Alert>
      ) : null}

      {profile ? (
        <>
          <div className={styles.grid}>
            <SummaryCard profile={profile} />
            <AcademicCard profile={profile} />
            <VideosCard profile={profile} className={styles.wide} />
            <DocumentsCard className={styles.wide} />
            <PreferencesCard profile={profile} className={styles.wide} />
          </div>
          {editor.Component ? (
            <editor.Component open={editing} onClose={() => setEditing(false)} profile={profile} />
          ) : null}
        </>
      ) : null}

      {/* Also without a profile: an account holds data (and may be deleted) before the onboarding is done. */}
      {profileQuery.isPending ? null : <AccountDataCard />}
    </Page>
  );
}
