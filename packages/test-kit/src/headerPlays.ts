import { expect, waitFor, within } from 'storybook/test';
import { storyTenant } from './storyDecorators';

interface PlayContext {
  readonly canvasElement: HTMLElement;
  readonly globals: Record<string, unknown>;
}

/** The portal header once the session and the rewards accounts have loaded. */
export async function loadedHeader(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Wayfare' });
  await waitFor(() => expect(nav).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  return within(nav);
}

/**
 * A play over a scenario of personal rewards accounts. The corporate tenant offers eligible
 * business accounts only (spec: platform §6), so there the header shows the signed-in user with
 * no rewards account picker and no rewards banner; the consumer tenant plays `play`.
 */
export const withPersonalAccounts =
  <Context extends PlayContext>(play: (context: Context) => Promise<void>) =>
  async (context: Context) => {
    if (storyTenant(context) === 'consumer') return play(context);
    const header = await loadedHeader(context.canvasElement);
    await expect(header.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(header.queryByRole('button', { name: /^Rewards account: / })).toBeNull();
    await expect(
      within(context.canvasElement).queryByRole('region', { name: 'Rewards' }),
    ).toBeNull();
  };
