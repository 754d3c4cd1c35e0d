import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, framedDocs, playing } from '@wayfare/test-kit/storybook';
import { useEffect, useRef } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { defineHomesBookingElement } from './HomesBookingElement';

/** A partner's global styles, of the kind that restyles anything not protected from them. */
const partnerStyles = `
.partner-page { font-family: Georgia, serif; text-align: center; color: #7a1020; background: #fdf6e3; padding: 16px; }
.partner-page h1, .partner-page h2 { color: crimson; font-size: 40px; }
.partner-page ul { list-style: disc; }
.partner-page button { border: 3px dashed crimson; text-transform: uppercase; }
.partner-page * { box-sizing: content-box; }
`;

interface PartnerPageProps {
  /** The element's attributes, as the partner's HTML writes them. */
  readonly attributes: Readonly<Record<string, string>>;
}

/** A partner's page, not React's as far as the element knows: its header, its CSS, the element. */
function PartnerPage({ attributes }: PartnerPageProps) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    defineHomesBookingElement();
    const element = document.createElement('wayfare-homes-booking');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    slot.current?.append(element);
    return () => element.remove();
  }, [attributes]);
  return (
    <div className="partner-page">
      <style>{partnerStyles}</style>
      <header>
        <h1>Northwind Travel Club</h1>
        <p>Members book their stays below.</p>
      </header>
      <div ref={slot} />
    </div>
  );
}

const meta = {
  title: 'For partners/HomesBookingElement',
  component: PartnerPage,
  globals: consumerTenant,
  parameters: { layout: 'fullscreen', docs: framedDocs(), ...playing('shop/success') },
  args: {
    attributes: {
      'listing-id': 'listing-lakeside-cabin',
      'from-date': '2026-08-10',
      'until-date': '2026-08-13',
      adults: '2',
    },
  },
} satisfies Meta<typeof PartnerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's shadow root, once its listing has rendered there. */
async function listingInside(canvasElement: HTMLElement) {
  const element = await waitFor(() => {
    const found = canvasElement.querySelector('wayfare-homes-booking');
    if (!found?.shadowRoot) throw new Error('The element has not rendered yet.');
    return found;
  });
  const inside = within(element.shadowRoot as unknown as HTMLElement);
  const heading = await inside.findByRole('heading', {
    level: 1,
    name: 'Lakeside Cabin with Private Dock and Boathouse',
  });
  return { inside, heading };
}

/** The widget inside the element's shadow root: the page's styles reach neither way. */
async function playUnstyledByThePage(canvasElement: HTMLElement) {
  const { heading } = await listingInside(canvasElement);
  await expect(getComputedStyle(heading).fontFamily).toMatch(/^Roboto/);
  await expect(getComputedStyle(heading).color).not.toBe('rgb(220, 20, 60)');
  await expect(getComputedStyle(heading).textAlign).not.toBe('center');
  const partnerHeading = within(canvasElement).getByRole('heading', {
    level: 1,
    name: 'Northwind Travel Club',
  });
  await expect(getComputedStyle(partnerHeading).color).toBe('rgb(220, 20, 60)');
}

export const OnAPartnerPage: Story = {
  play: ({ canvasElement }) => playUnstyledByThePage(canvasElement),
};

/** A dialog opens inside the shadow root, styled there, and Escape gives focus back. */
export const DialogInsideTheShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const { inside } = await listingInside(canvasElement);
    const opener = inside.getByRole('button', { name: 'See all photos (10)' });
    await userEvent.click(opener);
    const dialog = await inside.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener.getRootNode()).toHaveProperty('activeElement', opener));
  },
};

/**
 * With no listing or place the element opens on its search, drawn before the widget's pages have
 * loaded; a search loads them and opens the results, inside the shadow root.
 */
export const SearchFirst: Story = {
  args: { attributes: {} },
  parameters: playing('search/results'),
  play: async ({ canvasElement }) => {
    const element = await waitFor(() => {
      const found = canvasElement.querySelector('wayfare-homes-booking');
      if (!found?.shadowRoot) throw new Error('The element has not rendered yet.');
      return found;
    });
    const inside = within(element.shadowRoot as unknown as HTMLElement);
    const search = await inside.findByRole('search', { name: 'Search vacation rentals' });
    // user-event types into the document's active element, which for a field in a shadow root
    // is the element itself: the place is given to the field directly.
    await fireEvent.change(within(search).getByRole('textbox', { name: 'Where' }), {
      target: { value: 'Tofino, BC' },
    });
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await expect(await inside.findByRole('list', { name: 'Vacation rentals' })).toBeVisible();
  },
};
