import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { specialAssistanceCodes, type SpecialAssistanceCode } from '@wayfare/domain';
import { FormSection } from './FormSection';
import { specialAssistanceLabels } from './specialAssistanceLabels';
import { travelerTexts } from './travelerTexts';

export interface SpecialAssistanceFieldsProps {
  readonly value: readonly SpecialAssistanceCode[];
  readonly onChange: (value: readonly SpecialAssistanceCode[]) => void;
}

/** The special-assistance codes a traveler asks for (spec: products §3), each with its meaning. */
export function SpecialAssistanceFields({ value, onChange }: SpecialAssistanceFieldsProps) {
  return (
    <FormSection legend={travelerTexts.specialAssistance}>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {specialAssistanceCodes.map((code) => (
          <FormControlLabel
            key={code}
            label={`${specialAssistanceLabels[code]} (${code})`}
            control={
              <Checkbox
                checked={value.includes(code)}
                onChange={(event) =>
                  onChange(
                    // Kept in the spec's order, whatever order they are ticked in.
                    specialAssistanceCodes.filter((other) =>
                      other === code ? event.target.checked : value.includes(other),
                    ),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormSection>
  );
}
