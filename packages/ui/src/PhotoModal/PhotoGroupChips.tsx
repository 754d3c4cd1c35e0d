import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PhotoGroup } from '@wayfare/domain';

export interface PhotoGroupChipsProps {
  readonly groups: readonly PhotoGroup[];
  /** A chip was chosen: the modal scrolls to that group. */
  readonly onJump: (group: PhotoGroup) => void;
}

/** The chip list above a grouped gallery: one chip per photo group, to jump to it. */
export function PhotoGroupChips({ groups, onJump }: PhotoGroupChipsProps) {
  return (
    <Box component="nav" aria-label="Photo groups" sx={{ px: 3, pb: 1.5 }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          // Phones scroll the chips sideways rather than stacking rows above the photos.
          overflowX: { xs: 'auto', md: 'visible' },
        }}
      >
        {groups.map((group) => (
          <Box component="li" key={group} sx={{ flexShrink: 0 }}>
            <Chip label={group} variant="outlined" onClick={() => onJump(group)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
