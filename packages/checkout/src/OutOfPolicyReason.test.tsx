import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wayfare/test-kit';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OutOfPolicyReason, outOfPolicyTexts } from './OutOfPolicyReason';

/** The reason field as the payment section holds it: typed into, flagged after a booking try. */
function ReasonOnPage({ showReasonError = false }: { readonly showReasonError?: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <OutOfPolicyReason
      isOutOfPolicy
      approval="auto"
      reason={reason}
      onReasonChange={setReason}
      showReasonError={showReasonError}
    />
  );
}

const reasonField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${outOfPolicyTexts.reasonLabel}`) });

// outOfPolicyReasonLimit of @wayfare/domain: 500 characters, said as soon as it is passed.
describe('OutOfPolicyReason', () => {
  it('takes a reason of 500 characters without a word', async () => {
    const { user } = renderWithProviders(<ReasonOnPage />);
    await user.click(reasonField());
    await user.paste('a'.repeat(500));
    expect(reasonField()).toHaveAttribute('aria-invalid', 'false');
  });

  it('says a pasted reason over 500 characters is too long, and keeps it', async () => {
    const { user } = renderWithProviders(<ReasonOnPage />);
    await user.click(reasonField());
    await user.paste('a'.repeat(10_000));
    expect(reasonField()).toBeInvalid();
    expect(reasonField()).toHaveAccessibleDescription('Enter at most 500 characters.');
    expect(reasonField()).toHaveValue('a'.repeat(10_000));
  });

  it('says the limit rather than "missing" once a booking was tried with a reason too long', async () => {
    const { user } = renderWithProviders(<ReasonOnPage showReasonError />);
    expect(reasonField()).toHaveAccessibleDescription(outOfPolicyTexts.reasonMissing);
    await user.click(reasonField());
    await user.paste('a'.repeat(501));
    expect(reasonField()).toHaveAccessibleDescription('Enter at most 500 characters.');
  });
});
