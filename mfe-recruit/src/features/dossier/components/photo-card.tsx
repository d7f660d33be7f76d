import { useUpdateDossier } from '@talentbrug/api-client/dossier';
import { uploadErrorText } from '@talentbrug/api-client/uploads';
import type { Dossier } from '@talentbrug/domain/dossier';
import type { UploadedFile } from '@talentbrug/domain/uploads';
import { Alert } from '@talentbrug/ui/alert';
import { Button } from '@talentbrug/ui/button';
import { Field } from '@talentbrug/ui/field';
import { Spinner } from '@talentbrug/ui/spinner';
import { UploadWidget } from '@talentbrug/ui/upload-widget';
import { useId, useState } from 'react';
import editor from '../../../components/editor.module.css';
import { usePhotos } from '../api/get-photos.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { errorMessage, serverFieldErrors } from '../utils/errors.ts';
import { PHOTO_CARD_TEXTS } from '../utils/photo-texts.ts';
import { DOSSIER_TEXTS } from '../utils/texts.ts';
import styles from './dossier.module.css';
import { PhotoFrame } from './photo-frame.tsx';

const texts = { ...DOSSIER_TEXTS.photo, ...PHOTO_CARD_TEXTS };

/**
 * The photo beside the name on the page and the PDF: one of the athlete's uploaded images, or none.
 * A choice with nothing to type, so it is saved the moment it changes, like a switch; the select
 * shows the choice while it is on its way and the server's value again when it is refused, with
 * the reason under it. Whether a coach sees it is the 'Foto' switch's to say. No other screen
 * uploads images, so the card has the shared upload widget: a new image becomes the photo at once.
 */
export default function PhotoCard({ dossier }: { dossier: Dossier }) {
  const titleId = useId();
  const selectId = useId();
  const photos = usePhotos();
  const update = useUpdateDossier();
  const [error, setError] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const saved = dossier.photo_upload_id ?? '';
  const sending = update.isPending ? (update.variables?.photo_upload_id ?? '') : null;
  const value = sending ?? saved;
  const uploader = useUploadPhoto();
  // The image just uploaded is the choice before the list, read again, has it.
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const listed = photos.data ?? [];
  const images = uploaded && !listed.some((image) => image.id === uploaded.id) ? [uploaded, ...listed] : listed;
  const chosen = images.find((image) => image.id === value);

  const choose = (id: string) => {
    setError(undefined);
    setAnnouncement(texts.saving);
    update.mutate(
      { photo_upload_id: id === '' ? null : id },
      {
        onSuccess: () => setAnnouncement(id === '' ? texts.savedOff : texts.savedOn),
        onError: (failure) => {
          setAnnouncement('');
          setError(serverFieldErrors(failure).photo_upload_id ?? errorMessage(failure, DOSSIER_TEXTS.saveFailed));
        },
      },
    );
  };

  return (
    <PhotoFrame titleId={titleId}>
      {photos.isPending ? <Spinner label={texts.loading} /> : null}
      {photos.isError ? (
        <Alert tone="error" title={texts.loadError} className={styles.banner}>
          <Button
            variant="secondary"
            className={styles.bannerAction}
            loading={photos.isFetching}
            onClick={() => void photos.refetch()}
          >
            {DOSSIER_TEXTS.retry}
          </Button>
        </Alert>
      ) : null}
      {photos.isSuccess && images.length === 0 && value === '' ? (
        <p className={editor.muted}>{texts.noImages}</p>
      ) : null}
      {photos.isSuccess && (images.length > 0 || value !== '') ? (
        <div className={styles.photo}>
          <Field id={selectId} label={texts.label} hint={texts.hint} error={error}>
            {(control) => (
              <select
                {...control}
                name="photo_upload_id"
                value={value}
                aria-busy={update.isPending || undefined}
                onChange={(event) => choose(event.currentTarget.value)}
              >
                <option value="">{texts.none}</option>
                {images.map((image) => (
                  <option key={image.id} value={image.id}>
                    {image.title || image.originalName}
                  </option>
                ))}
                {value !== '' && !chosen ? <option value={value}>{texts.gone}</option> : null}
              </select>
            )}
          </Field>
          {chosen ? <img className={styles.photoThumb} src={chosen.url} alt={texts.chosenAlt} /> : null}
        </div>
      ) : null}
      {photos.isSuccess ? (
        <div className={styles.photoUpload}>
          <UploadWidget<UploadedFile>
            kind="image"
            upload={uploader.upload}
            label={texts.upload}
            describeError={uploadErrorText}
            onUploaded={(file) => {
              setUploaded(file);
              choose(file.id);
            }}
          />
        </div>
      ) : null}
      <p className={styles.saved} role="status">
        {announcement}
      </p>
    </PhotoFrame>
  );
}
