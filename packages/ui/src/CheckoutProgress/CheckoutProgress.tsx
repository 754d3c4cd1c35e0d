import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import TimelapseRounded from '@mui/icons-material/TimelapseRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  progressStepLabel,
  progressSteps,
  progressStepStateTexts,
  progressSummaryText,
  type ProgressStep,
  type ProgressStepState,
  type Tenant,
} from '@wayfare/domain';
import { useId } from 'react';
import { useTenant } from '../theme/useTenant';

export interface CheckoutProgressProps {
  /** Each step's state: `progressStepStatesOf(...)` of @wayfare/domain. */
  readonly states: Record<ProgressStep, ProgressStepState>;
  /**
   * The tenant whose labels and variant to show (the payment step is "Payment" on corporate, which
   * shows a progress bar). Defaults to the tenant of the surrounding theme.
   */
  readonly tenant?: Tenant;
}

/** The name of the progress for assistive technology; on screen the steps speak for themselves. */
const progressName = 'Checkout progress';

/**
 * The desktop checkout's progress steps (spec: platform §2, §4): Add Travelers, Contact
 * Information, Rewards & payment, each pending, in progress or completed. Consumer shows a
 * stepper; corporate a combined progress bar with the steps listed under it (platform §2 "the
 * corporate variant may show a combined step or progress bar").
 */
export function CheckoutProgress({ states, tenant: tenantProp }: CheckoutProgressProps) {
  const themeTenant = useTenant();
  const tenant = tenantProp ?? themeTenant;
  return tenant === 'corporate' ? (
    <ProgressBar states={states} tenant={tenant} />
  ) : (
    <ProgressStepper states={states} tenant={tenant} />
  );
}

interface VariantProps {
  readonly states: Record<ProgressStep, ProgressStepState>;
  readonly tenant: Tenant;
}

function ProgressStepper({ states, tenant }: VariantProps) {
  return (
    <Box role="group" aria-label={progressName}>
      <Stepper alternativeLabel component="ol" connector={null} sx={stepperSx}>
        {progressSteps.map((step) => {
          const state = states[step];
          return (
            <Step
              key={step}
              component="li"
              completed={state === 'completed'}
              active={state === 'in-progress'}
              data-state={state}
              aria-current={state === 'in-progress' ? 'step' : undefined}
            >
              <StepLabel>
                {progressStepLabel(step, tenant)}
                <Box component="span" sx={visuallyHidden}>
                  , {progressStepStateTexts[state]}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}

/**
 * The list carries the steps, so connectors are drawn by each step's line instead of the
 * Stepper's connector elements (which would be non-list children of the list).
 */
const stepperSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  '& > li': { position: 'relative', flex: 1 },
  '& > li + li::before': {
    content: '""',
    position: 'absolute',
    top: 12,
    left: 'calc(-50% + 20px)',
    right: 'calc(50% + 20px)',
    borderTop: 1,
    borderColor: 'divider',
  },
} as const;

const stateIcons: Record<
  ProgressStepState,
  { Icon: SvgIconComponent; color: 'success' | 'primary' | 'disabled' }
> = {
  completed: { Icon: CheckCircleRounded, color: 'success' },
  'in-progress': { Icon: TimelapseRounded, color: 'primary' },
  pending: { Icon: RadioButtonUncheckedRounded, color: 'disabled' },
};

function ProgressBar({ states, tenant }: VariantProps) {
  const summaryId = useId();
  const done = progressSteps.filter((step) => states[step] === 'completed').length;
  const summary = progressSummaryText(states);
  return (
    <Box role="group" aria-label={progressName}>
      <Typography id={summaryId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {summary}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((done / progressSteps.length) * 100)}
        aria-labelledby={summaryId}
        aria-valuetext={summary}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box
        component="ol"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
        }}
      >
        {progressSteps.map((step) => {
          const state = states[step];
          const { Icon, color } = stateIcons[state];
          return (
            <Box
              component="li"
              key={step}
              data-state={state}
              aria-current={state === 'in-progress' ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}
            >
              <Icon fontSize="small" color={color} aria-hidden />
              {progressStepLabel(step, tenant)}
              <Box component="span" sx={visuallyHidden}>
                , {progressStepStateTexts[state]}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
