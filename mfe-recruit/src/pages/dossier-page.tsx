import { useDossier } from '@talentbrug/api-client/dossier';
import { routeTitle } from '@talentbrug/domain/contracts/routes';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Page } from '@talentbrug/ui/page';
import { Spinner } from '@talentbrug/ui/spinner';
import { notify } from '@talentbrug/ui/toast';
import { lazy, useEffect } from 'react';
import { ConsentForm } from '../features/dossier/components/consent-form.tsx';
import styles from '../features/dossier/components/dossier.module.css';
import { EnglishTextsForm } from '../features/dossier/components/english-texts-form.tsx';
import { FieldSwitches } from '../features/dossier/components/field-switches.tsx';
import { LazyPart } from '../features/dossier/components/lazy-part.tsx';
import { LinksCard } from '../features/dossier/components/links-card.tsx';
import { PhotoFrame, PhotoUnavailable } from '../features/dossier/components/photo-frame.tsx';
import { PreviewCard } from '../features/dossier/components/preview-card.tsx';
import { PublishCard } from '../features/dossier/components/publish-card.tsx';
import { DOSSIER_TEXTS } from '../features/dossier/utils/texts.ts';

// The photo's choice reads the uploads, whose client brings the profile's schemas along: it comes
// after the rest of the editor.
const PhotoCard = lazy(() => import('../features/dossier/components/photo-card.tsx'));
// The grades and their NCAA reading bring the academic catalogue, the tables and their schemas: they
// come, like the trainer's reference below them, when their place nears the screen (size budget).
const AcademicsCard = lazy(() => import('../features/academics/components/academics-card.tsx'));
// The trainer's reference sits at the bottom: it comes when its place nears the screen (size budget).
const ReferenceCard = lazy(() => import('../features/reference/components/reference-card.tsx'));

/**
 * /dossier, for a signed-in athlete (the shell guards the route): the English page for US college
 * coaches, built here and shared with a link per school or person (issue 37).
 */
export default function DossierPage() {
  const dossierQuery = useDossier();
  const data = dossierQuery.data;

  // The spec's data errors: a red banner and an error toast.
  const loadFailed = dossierQuery.isError;
  useEffect(() => {
    if (loadFailed) notify.error(DOSSIER_TEXTS.loadError, { toastId: 'dossier-load-error' });
  }, [loadFailed]);

  return (
    <Page title={routeTitle('/dossier')} lead={DOSSIER_TEXTS.lead}>
      {dossierQuery.isPending ? <Spinner label={DOSSIER_TEXTS.loading} /> : null}
      {loadFailed ? (
        <Alert tone="error" title={DOSSIER_TEXTS.loadError} className={styles.banner}>
          <Button
            variant="secondary"
            className={styles.bannerAction}
            loading={dossierQuery.isFetching}
            loadingLabel={DOSSIER_TEXTS.loading}
            onClick={() => void dossierQuery.refetch()}
          >
            {DOSSIER_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {data ? (
        <div className={styles.stack}>
          <PublishCard dossier={data.dossier} />
          {data.dossier.consent_required ? <ConsentForm dossier={data.dossier} /> : null}
          <FieldSwitches dossier={data.dossier} />
          <LazyPart loading={<PhotoFrame />} failed={<PhotoUnavailable />}>
            <PhotoCard dossier={data.dossier} />
          </LazyPart>
          <EnglishTextsForm dossier={data.dossier} />
          <PreviewCard preview={data.preview} />
          <LinksCard published={data.dossier.published} />
          <LazyPart loading={null} failed={null}>
            <AcademicsCard />
          </LazyPart>
          <LazyPart loading={null} failed={null}>
            <ReferenceCard />
          </LazyPart>
        </div>
      ) : null}
    </Page>
  );
}
