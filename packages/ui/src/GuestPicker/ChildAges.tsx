import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { childAgeLabel, childAges } from '@wayfare/domain';

export interface ChildAgesProps {
  readonly ages: readonly number[];
  readonly onChange: (ages: readonly number[]) => void;
}

/** One age select per child (spec: platform §5 "children are under 18 and their exact ages are requested"). */
export function ChildAges({ ages, onChange }: ChildAgesProps) {
  if (ages.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
      {ages.map((age, index) => (
        <TextField
          // A child is known only by its place in the list.
          key={index}
          select
          size="small"
          label={childAgeLabel(index)}
          value={age}
          onChange={(event) =>
            onChange(ages.map((other, at) => (at === index ? Number(event.target.value) : other)))
          }
        >
          {childAges.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
