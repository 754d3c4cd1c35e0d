import { useCallback, useRef, useState } from 'react';

export interface FailedPhotos {
  /** The urls that failed to load: their images are left out, never shown broken. */
  readonly failed: ReadonlySet<string>;
  /** For an image's error event: hides the photo and reports its url, once per url. */
  readonly photoFailed: (url: string) => void;
}

/**
 * spec: platform §8 "Image load failure hides the image and logs an event." The screen logs the
 * event through `onImageError`; a url is reported once even if it appears twice or fails again.
 */
export function useFailedPhotos(onImageError?: (url: string) => void): FailedPhotos {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const reported = useRef(new Set<string>());
  const photoFailed = useCallback(
    (url: string) => {
      setFailed((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));
      if (reported.current.has(url)) return;
      reported.current.add(url);
      onImageError?.(url);
    },
    [onImageError],
  );
  return { failed, photoFailed };
}
