import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { newCardErrorTexts } from '@wayfare/domain';
import { cardFrame, fillCardFrame, mockServer } from '@wayfare/test-kit/server';
import { dialogsGone } from '@wayfare/test-kit/storybook';
import { describe, expect, it } from 'vitest';
import * as stories from './AddCardDialog.features.stories';
import * as invalidStories from './InvalidCardDialog.stories';

const { Keyboard, EmptyFormErrors, Saving } = composeStories(stories);
const InvalidCard = composeStories(invalidStories);

// The stories' card fields are the fake backend's stand-in for the vault's frame: its page is
// fetched from the fake backend and run in a window of its own (the test kit's jsdomCardFrame).
mockServer();

const field = (name: string) => screen.getByRole('textbox', { name });

/** A field of the vault's frame: its own document, not the page's. */
async function frameField(id: 'number' | 'expiry' | 'cvv') {
  const { document, window } = await cardFrame();
  const input = document.getElementById(id);
  if (!(input instanceof window.HTMLInputElement)) throw new Error(`No ${id} field in the frame`);
  return { input, user: userEvent.setup({ delay: null, document }) };
}

// Typing whole card numbers on a shared, busy machine can outlast the default 5 s.
describe('AddCardDialog', { timeout: 20_000 }, () => {
  it('opens from the keyboard, saves a valid card and gives focus back', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    render(<Keyboard onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() => expect(field('Cardholder name')).toHaveFocus());
    await user.keyboard('Ada Lovelace');
    await fillCardFrame({ number: '3782 822463 10005', expiry: '12/30', cvv: '1234' });
    await user.click(field('Billing postal code'));
    await user.keyboard('SW1A 1AA{Enter}');
    // The page hears the name and postal code once the vault's frame has tokenised the card.
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        fullName: 'Ada Lovelace',
        postalCode: 'SW1A 1AA',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add a new card' })).toHaveFocus();
  });

  it('puts the vault frame between the name and the postal code, with the theme in its address', async () => {
    render(<EmptyFormErrors />);
    const dialog = await screen.findByRole('dialog');
    const slot = dialog.querySelector('[data-card-fields]');
    expect(slot?.compareDocumentPosition(field('Cardholder name'))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(slot?.compareDocumentPosition(field('Billing postal code'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const { window } = await cardFrame();
    const address = new URL(window.location.href);
    expect(address.pathname).toBe('/vault/v1/hosted-fields');
    expect(address.searchParams.get('primaryColor')).toMatch(/^#/);
    expect(address.searchParams.get('fontFamily')).toMatch(/Roboto/);
  });

  // newCardFieldLimits of @wayfare/domain: said as soon as it is typed, not only once left.
  it('says a cardholder name over 100 characters is too long, keeps it, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    render(<EmptyFormErrors onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await user.click(field('Cardholder name'));
    await user.paste('A'.repeat(10_000));
    expect(field('Cardholder name')).toHaveAccessibleDescription('Enter at most 100 characters.');
    await fillCardFrame({ number: '4111111111111111', expiry: '12/30', cvv: '123' });
    await user.type(field('Billing postal code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Cardholder name')).toHaveFocus();
    expect(field('Cardholder name')).toHaveValue('A'.repeat(10_000));
  });

  it('shows an error only once a field is left, then clears it when fixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    await user.type(field('Billing postal code'), '#');
    expect(field('Billing postal code')).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(field('Billing postal code')).toHaveAccessibleDescription(newCardErrorTexts.postalCode);
    await user.clear(field('Billing postal code'));
    await user.type(field('Billing postal code'), '10001');
    expect(field('Billing postal code')).toHaveAttribute('aria-invalid', 'false');
  });

  it('the vault frame flags a wrong number once it is left, and clears it when fixed', async () => {
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    const { input, user } = await frameField('number');
    await user.type(input, '4111111111111112');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(input).toHaveAccessibleDescription(newCardErrorTexts.number);
    await user.clear(input);
    await user.type(input, '4111111111111111');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['13/28', newCardErrorTexts.expiry],
    ['0828', newCardErrorTexts.expiry],
    ['06/26', newCardErrorTexts.expired],
  ])('the vault frame refuses the expiry %s', async (expiry, message) => {
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    const { input, user } = await frameField('expiry');
    await user.type(input, expiry);
    await user.tab();
    expect(input).toHaveAccessibleDescription(message);
  });

  it('Save with a wrong card field leaves the form open, focus on the field in the frame', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    render(<EmptyFormErrors onSubmit={onSubmit} />);
    await screen.findByRole('dialog');
    await user.type(field('Cardholder name'), 'Ada Lovelace');
    await fillCardFrame({ number: '4111111111111111', expiry: '12/30', cvv: '12' });
    await user.type(field('Billing postal code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const { input } = await frameField('cvv');
    await waitFor(() => expect(input.ownerDocument.activeElement).toBe(input));
    expect(input).toHaveAccessibleDescription(newCardErrorTexts.cvv);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('will not submit or close while saving', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = fn();
    const onClose = fn();
    render(<Saving onSubmit={onSubmit} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forgets what was typed once closed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EmptyFormErrors />);
    await screen.findByRole('dialog');
    await user.type(field('Cardholder name'), 'Ada');
    await fillCardFrame({ number: '4111', expiry: '', cvv: '123' });
    const typedIn = await cardFrame();
    await user.keyboard('{Escape}');
    await dialogsGone();
    await user.click(screen.getByRole('button', { name: 'Add a new card' }));
    await screen.findByRole('dialog');
    expect(field('Cardholder name')).toHaveValue('');
    const reopened = await cardFrame();
    // A new frame: the one typed in went with the dialog, its window closed.
    expect(reopened.document === typedIn.document).toBe(false);
    expect(reopened.document.getElementById('cvv')).toHaveValue('');
  });
});

describe('InvalidCardDialog', () => {
  it('offers edit and try again, and Escape means edit', async () => {
    const user = userEvent.setup({ delay: null });
    const onEdit = fn();
    const onTryAgain = fn();
    render(<InvalidCard.Default onEdit={onEdit} onTryAgain={onTryAgain} />);
    const dialog = await screen.findByRole('dialog', { name: "We couldn't add this card" });
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
