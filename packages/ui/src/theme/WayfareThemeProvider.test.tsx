import Dialog from '@mui/material/Dialog';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WayfareThemeProvider } from './WayfareThemeProvider';

/** A wait that answers at once: its popup is closed in the render right after the one opening it. */
function WaitOverAtOnce() {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cascade this test is about
    if (open) setOpen(false);
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Continue
      </button>
      <Dialog open={open} aria-label="Saving travelers and checking availability">
        <p>Saving travelers and checking availability</p>
      </Dialog>
    </>
  );
}

describe('WayfareThemeProvider', () => {
  it('gives the page back to assistive technology after a dialog closed as soon as it opened', () => {
    const { container } = render(
      <WayfareThemeProvider tenant="consumer" palette="default">
        <WaitOverAtOnce />
      </WayfareThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
