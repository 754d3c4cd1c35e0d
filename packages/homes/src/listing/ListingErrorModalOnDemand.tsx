import { lazy, Suspense } from 'react';
import type { ListingErrorModalProps } from './ListingErrorModal';

const ListingErrorModal = lazy(async () => ({
  default: (await import('./ListingErrorModal')).ListingErrorModal,
}));

/**
 * The listing error modal, its code (MUI's dialog with it) loaded when a listing fails: imported
 * with the listing and checkout pages, it came with every listing's first load (8 kB gzip).
 */
export function ListingErrorModalOnDemand(props: ListingErrorModalProps) {
  return (
    <Suspense fallback={null}>
      <ListingErrorModal {...props} />
    </Suspense>
  );
}
