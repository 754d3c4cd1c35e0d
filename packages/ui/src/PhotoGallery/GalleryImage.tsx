import Box from '@mui/material/Box';

export interface GalleryImageProps {
  readonly url: string;
  readonly alt: string;
  /** The first photo loads at once; every other one waits until it is near the viewport. */
  readonly eager?: boolean;
  /** Called with the url when the image fails to load. */
  readonly onError: (url: string) => void;
  /** Where the photo sits in a grid, e.g. '1 / -1' to span every row. */
  readonly gridRow?: string;
}

/** One listing photo, cropped to fill its box. */
export function GalleryImage({ url, alt, eager = false, onError, gridRow }: GalleryImageProps) {
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => onError(url)}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        bgcolor: 'action.hover',
        gridRow,
      }}
    />
  );
}
