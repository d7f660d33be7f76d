import type { UploadedFile } from '@talentbrug/domain/uploads';
import { useRef, useState } from 'react';

/**
 * A video's `src` from the file's short-lived signed URL. When the browser cannot play it (the URL
 * expired while the list sat on screen), it is renewed once by reading the list again; a second
 * error, or a file that is gone, sets `failed`.
 */
export function useRenewingSrc(file: UploadedFile, renewUrl: (id: string) => Promise<string | null>) {
  const [src, setSrc] = useState(file.url);
  const [failed, setFailed] = useState(false);
  const renewed = useRef(false);

  const onError = async () => {
    if (!renewed.current) {
      renewed.current = true;
      const fresh = await renewUrl(file.id).catch(() => null);
      if (fresh && fresh !== src) {
        setSrc(fresh);
        return;
      }
    }
    setFailed(true);
  };

  return { src, failed, onError };
}

export type VideoPlayback = ReturnType<typeof useRenewingSrc>;
