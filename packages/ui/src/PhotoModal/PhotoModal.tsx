import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  listingLayout,
  photoModalTitle,
  type ListingMedia,
  type PhotoGroup,
} from '@wayfare/domain';
import { useId, useRef } from 'react';
import { useFailedPhotos } from '../PhotoGallery/useFailedPhotos';
import { modalSections } from './modalSections';
import { PhotoGrid } from './PhotoGrid';
import { PhotoGroupChips } from './PhotoGroupChips';
import type { WayfareThemeOptions } from '../theme';

export interface PhotoModalProps {
  /** Whether the photos are shown full screen. */
  readonly open: boolean;
  /** Close was asked for: the close button, Escape or the backdrop. */
  readonly onClose: () => void;
  /** The listing's photos, in the listing's order. */
  readonly photos: readonly ListingMedia[];
  /** Titles the modal ("Photos of <name>") and names every photo. */
  readonly listingName: string;
  /**
   * Whether the categorized-gallery experiment is on. Photos are grouped only when it is and at
   * least 70% of them are tagged (spec: platform §2, §9).
   */
  readonly categorizedGalleryOn: boolean;
  /** A photo failed to load: it is hidden and its url reported once (spec: platform §8). */
  readonly onImageError?: (url: string) => void;
}

/**
 * The "See all photos (N)" modal (spec: platform §2): every photo, as one plain list or grouped
 * by photo group with a chip list to jump to a group. Up to 1200 px wide on desktop, full-screen
 * on mobile. Focus stays inside while it is open and returns to where it was when it closes.
 */
export function PhotoModal({
  open,
  onClose,
  photos,
  listingName,
  categorizedGalleryOn,
  onImageError,
}: PhotoModalProps) {
  const theme = useTheme();
  // Typed from the theme module, whose augmentation of MUI's Theme this subpath entry needs.
  const { reducedMotion }: WayfareThemeOptions = theme.wayfare;
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  const titleId = useId();
  const sectionId = useId();
  const headings = useRef(new Map<PhotoGroup, HTMLHeadingElement>());
  const { failed, photoFailed } = useFailedPhotos(onImageError);
  const sections = modalSections(photos, categorizedGalleryOn, failed, listingName);
  const groups = sections.flatMap((section) => (section.group ? [section.group] : []));

  const jumpTo = (group: PhotoGroup) => {
    const heading = headings.current.get(group);
    if (!heading) return;
    heading.scrollIntoView({
      block: 'start',
      behavior: reducedMotion ? 'instant' : 'smooth',
    });
    // Focus follows, so the keyboard and screen readers continue from that group.
    heading.focus({ preventScroll: true });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: fullScreen ? {} : { maxWidth: listingLayout.gallery.photoModalMaxWidth } },
      }}
    >
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h2" sx={{ flexGrow: 1 }}>
          {photoModalTitle(listingName)}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      {groups.length > 0 && <PhotoGroupChips groups={groups} onJump={jumpTo} />}
      {/* Focusable, so the keyboard can scroll the photos even when nothing in them takes focus. */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        {sections.map((section, index) =>
          section.group === undefined ? (
            <PhotoGrid key="plain" photos={section.photos} eagerFirst onPhotoError={photoFailed} />
          ) : (
            <Box
              component="section"
              key={section.group}
              aria-labelledby={`${sectionId}-${index}`}
              data-group={section.group}
            >
              <Typography
                id={`${sectionId}-${index}`}
                ref={(element: HTMLHeadingElement | null) => {
                  if (element && section.group) headings.current.set(section.group, element);
                }}
                component="h3"
                variant="h3"
                tabIndex={-1}
                sx={{
                  mb: 1.5,
                  scrollMarginTop: 8,
                  '&:focus': { outline: 'none' },
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                {section.group}
              </Typography>
              <PhotoGrid
                photos={section.photos}
                eagerFirst={index === 0}
                onPhotoError={photoFailed}
              />
            </Box>
          ),
        )}
      </DialogContent>
    </Dialog>
  );
}
