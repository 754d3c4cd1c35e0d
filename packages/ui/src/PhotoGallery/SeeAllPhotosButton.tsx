import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Button from '@mui/material/Button';
import { seeAllPhotosLabel } from '@wayfare/domain';

export interface SeeAllPhotosButtonProps {
  readonly count: number;
  readonly onClick: () => void;
}

/** "See all photos (N)" over the photos (spec: platform §2), light so it reads on any photo. */
export function SeeAllPhotosButton({ count, onClick }: SeeAllPhotosButtonProps) {
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<PhotoLibraryOutlined />}
      onClick={onClick}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
        '&:hover': { bgcolor: 'grey.100' },
        '&.Mui-focusVisible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {seeAllPhotosLabel(count)}
    </Button>
  );
}
