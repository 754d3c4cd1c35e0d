import type { FlightCancelFlow, FlightCancelRefundForm } from '@wayfare/domain';
import type { FlightCancelBooking } from './flightCancelBooking';
import { FlightCancelConfirmStep } from './FlightCancelConfirmStep';
import { FlightCancelPolicyStep } from './FlightCancelPolicyStep';
import {
  FlightCancelCancelledStep,
  FlightCancelLoadingStep,
  FlightCancelPendingStep,
  FlightCancelSuccessStep,
  FlightCancelTryAgainStep,
} from './FlightCancelResultSteps';
import { FlightCancelSupportStep } from './FlightCancelSupportStep';

export interface FlightCancelStepContentProps {
  readonly flow: FlightCancelFlow;
  readonly booking: FlightCancelBooking;
  readonly onContinue: () => void;
  readonly onContact: () => void;
  readonly onBack: () => void;
  readonly onChooseRefundForm: (refundForm: FlightCancelRefundForm) => void;
  readonly onConfirm: () => void;
  readonly onTryAgain: () => void;
  readonly onClose: () => void;
}

/** What the flight cancellation modal shows at each step of its flow, with that step's buttons. */
export function FlightCancelStepContent({
  flow,
  booking,
  onContinue,
  onContact,
  onBack,
  onChooseRefundForm,
  onConfirm,
  onTryAgain,
  onClose,
}: FlightCancelStepContentProps) {
  switch (flow.step) {
    case 'loading':
      return <FlightCancelLoadingStep onClose={onClose} />;
    case 'policy':
      return (
        <FlightCancelPolicyStep
          offer={flow.offer}
          booking={booking}
          onContinue={onContinue}
          onContact={onContact}
          onClose={onClose}
        />
      );
    case 'confirm':
    case 'nonrefundable':
      return (
        <FlightCancelConfirmStep
          offer={flow.offer}
          nonrefundable={flow.step === 'nonrefundable'}
          refundForm={flow.step === 'confirm' ? flow.refundForm : undefined}
          cancelling={flow.cancelling}
          booking={booking}
          onChooseRefundForm={onChooseRefundForm}
          onConfirm={onConfirm}
          onBack={onBack}
        />
      );
    case 'success':
      return (
        <FlightCancelSuccessStep
          outcome={flow.outcome}
          offer={flow.offer}
          refundForm={flow.refundForm}
          booking={booking}
          onDone={onClose}
        />
      );
    case 'support':
      return (
        <FlightCancelSupportStep
          cause={flow.cause}
          booking={booking}
          onBack={flow.cause.from === 'policy' ? onBack : undefined}
          onClose={onClose}
        />
      );
    case 'pending':
      return <FlightCancelPendingStep outcome={flow.outcome} booking={booking} onDone={onClose} />;
    case 'cancelled':
      return <FlightCancelCancelledStep booking={booking} onDone={onClose} />;
    case 'tryAgain':
      return (
        <FlightCancelTryAgainStep
          failure={flow.failure}
          retry={flow.retry.call}
          retrying={flow.retrying}
          booking={booking}
          onTryAgain={onTryAgain}
          onClose={onClose}
        />
      );
  }
}
