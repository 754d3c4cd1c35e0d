import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { ChecklistFilter, type FilterOption } from './FilterGroups';

type Stars = '5' | '4' | '3';

const stars: readonly FilterOption<Stars>[] = [
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
];

type Change = (chosen: readonly Stars[]) => Stars[];

/** A checklist whose page has not drawn any change yet: it keeps showing `chosen`. */
function checklistNotRedrawn(chosen: readonly Stars[]) {
  const changes: Change[] = [];
  render(
    <ChecklistFilter
      legend="Star rating"
      options={stars}
      chosen={chosen}
      onChange={(change) => changes.push(change)}
    />,
  );
  return (start: readonly Stars[]) =>
    changes.reduce<readonly Stars[]>((at, change) => change(at), start);
}

describe('ChecklistFilter', () => {
  it('keeps both boxes ticked when the second is ticked before the page draws the first', async () => {
    const asked = checklistNotRedrawn(['5']);
    await userEvent.click(screen.getByRole('checkbox', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '3 stars' }));
    expect(asked(['5'])).toEqual(['5', '4', '3']);
  });

  it('unticks only the box unticked, whatever else was asked for meanwhile', async () => {
    const asked = checklistNotRedrawn(['5', '4']);
    await userEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(asked(['5', '4', '3'])).toEqual(['4', '3']);
  });
});
