import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { ChecklistFilter, RadioFilter, type FilterOption } from './FilterGroups';

const stops: readonly FilterOption<'any' | 'none' | 'one'>[] = [
  { value: 'any', label: 'Any number of stops' },
  { value: 'none', label: 'Non-stop only' },
  { value: 'one', label: '1 stop or fewer' },
];

const stars: readonly FilterOption<'5' | '4' | '3'>[] = [
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
];

/** A radio filter and a checklist, each following the traveller's choice at once. */
function ResultFilters() {
  const [stop, setStop] = useState<'any' | 'none' | 'one'>('any');
  const [chosen, setChosen] = useState<('5' | '4' | '3')[]>(['5']);
  return (
    <Stack spacing={3}>
      <RadioFilter legend="Stops" options={stops} value={stop} onChange={setStop} />
      <ChecklistFilter legend="Star rating" options={stars} chosen={chosen} onChange={setChosen} />
    </Stack>
  );
}

const meta = {
  title: 'Components/SearchResults/FilterGroups',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ResultFilters,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ResultFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The filters of the result lists (hotels, flights): each a fieldset named by its legend, so a
 * screen reader hears "Star rating, 4 stars, checkbox"; a choice applies at once.
 */
export const RadioAndChecklist: Story = {
  play: async () => {
    await expect(screen.getByRole('radio', { name: 'Any number of stops' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Non-stop only' }));
    await expect(screen.getByRole('radio', { name: 'Non-stop only' })).toBeChecked();
    await expect(screen.getByRole('checkbox', { name: '5 stars' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    await expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    await expect(screen.getByRole('checkbox', { name: '5 stars' })).not.toBeChecked();
    await expect(screen.getByRole('group', { name: 'Star rating' })).toBeVisible();
  },
};
