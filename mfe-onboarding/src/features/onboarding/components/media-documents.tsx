import { uploadErrorText, uploadFileMutationOptions, useFiles } from '@talentbrug/api-client/uploads';
import { getValue } from '@talentbrug/domain/onboarding/data';
import { MOTIVATION_LETTER_TYPE, TRANSCRIPT_TYPE, type UploadedFile } from '@talentbrug/domain/uploads';
import { type UploadRequestOptions, UploadWidget } from '@talentbrug/ui/upload-widget';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useOnboardingStore } from '../stores/onboarding-store.ts';
import { WIZARD_TEXTS } from '../utils/texts.ts';
import styles from './onboarding.module.css';

const texts = WIZARD_TEXTS.documents;

type DocumentPath = 'media.transcriptFileId' | 'media.motivationLetterFileId';

/**
 * One document of the media step, uploaded as the account's own file (kind 'document', stored
 * privately); the draft keeps its id. The name comes from the account's list, so it is shown
 * after a reload too.
 */
function DocumentUpload({
  path,
  type,
  heading,
  label,
}: {
  path: DocumentPath;
  type: string;
  heading: string;
  label: string;
}) {
  const mutation = useMutation(uploadFileMutationOptions());
  const files = useFiles(type);
  const fileId = useOnboardingStore((state) => getValue(state.data, path));
  const setField = useOnboardingStore((state) => state.setField);
  const headingId = useId();

  // A new file replaces the earlier ones of its purpose, as on the profile: one transcript, not a pile.
  const upload = (file: File, { onProgress, signal }: UploadRequestOptions) =>
    mutation.mutateAsync({
      kind: 'document',
      file,
      title: file.name,
      type,
      onProgress,
      signal,
      replaces: files.data?.map((f) => f.id) ?? [],
    });
  const current = files.data?.find((file) => file.id === fileId);

  return (
    <section className={styles.document} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.documentHeading}>
        {heading}
      </h4>
      <UploadWidget<UploadedFile>
        kind="document"
        upload={upload}
        label={label}
        describeError={uploadErrorText}
        onUploaded={(uploaded) => setField(path, uploaded.id)}
      />
      <p className={styles.helper} role="status">
        {fileId ? (current ? texts.ready(current.originalName) : texts.readyUnnamed) : ''}
      </p>
    </section>
  );
}

/**
 * The transcript and the motivation letter as files, never as public links: a minor's grades
 * are nobody's business but theirs. Uploading needs an account, which a new visitor makes only at
 * the end of the wizard, so signed out the step says where they add them later. Both are optional:
 * matching does not read them.
 */
export function MediaDocuments({ signedIn }: { signedIn: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.documents} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.documentsTitle}>
        {texts.title}
      </h3>
      {signedIn ? (
        <>
          <p className={styles.helper}>{texts.privateNote}</p>
          <div className={styles.documentGrid}>
            <DocumentUpload
              path="media.transcriptFileId"
              type={TRANSCRIPT_TYPE}
              heading={texts.transcriptHeading}
              label={texts.transcriptLabel}
            />
            <DocumentUpload
              path="media.motivationLetterFileId"
              type={MOTIVATION_LETTER_TYPE}
              heading={texts.letterHeading}
              label={texts.letterLabel}
            />
          </div>
        </>
      ) : (
        <p className={styles.infoNote}>{texts.signedOut}</p>
      )}
    </section>
  );
}
