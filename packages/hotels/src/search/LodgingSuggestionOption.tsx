import HotelRounded from '@mui/icons-material/HotelRounded';
import LocationCityRounded from '@mui/icons-material/LocationCityRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LodgingSuggestion, LodgingSuggestionKind } from '@wayfare/domain';
import { useId, type HTMLAttributes } from 'react';
import { hotelSearchTexts } from './hotelSearchTexts';

export interface LodgingSuggestionOptionProps {
  readonly suggestion: LodgingSuggestion;
  /** The listbox option's attributes from the Autocomplete: its id, role, selection and events. */
  readonly optionProps: HTMLAttributes<HTMLLIElement>;
}

const kindIcons: Record<LodgingSuggestionKind, typeof HotelRounded> = {
  City: LocationCityRounded,
  Neighbourhood: PlaceOutlined,
  Lodging: HotelRounded,
};

/**
 * One destination suggestion: its kind's icon, its label and the line under it. The option is
 * named by its label alone, so it reads as it will fill the field; its kind (which the icon only
 * shows) and its line describe it.
 */
export function LodgingSuggestionOption({ suggestion, optionProps }: LodgingSuggestionOptionProps) {
  const labelId = useId();
  const kindId = useId();
  const detailId = useId();
  const Icon = kindIcons[suggestion.kind];
  return (
    <Box
      component="li"
      {...optionProps}
      aria-labelledby={labelId}
      aria-describedby={suggestion.detail === undefined ? kindId : `${kindId} ${detailId}`}
      sx={{ gap: 1.5 }}
    >
      <Icon color="action" />
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="span" id={labelId}>
          {suggestion.label}
        </Typography>
        {/* Hidden, yet read as the option's description: it says what the icon shows. */}
        <span id={kindId} hidden>
          {hotelSearchTexts.suggestionKinds[suggestion.kind]}
        </span>
        {suggestion.detail !== undefined && (
          <Typography component="span" variant="body2" color="text.secondary" id={detailId}>
            {suggestion.detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
