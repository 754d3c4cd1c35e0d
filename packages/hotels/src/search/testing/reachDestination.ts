import { userEvent, waitFor } from 'storybook/test';

interface Queries {
  getByRole(role: 'combobox', options: { name: string }): HTMLElement;
}

interface Pointer {
  click(element: Element): Promise<void>;
}

/**
 * The hotel search's destination once reached for (clicked): its combobox loads then and takes
 * the plain field's place (DestinationField). A play or test types into what this returns:
 * user-event types into the element it is given, which the swap would have removed.
 */
export async function reachDestination(
  queries: Queries,
  user: Pointer = userEvent,
): Promise<HTMLElement> {
  const destination = () => queries.getByRole('combobox', { name: 'Destination' });
  await user.click(destination());
  return waitFor(() => {
    const field = destination();
    if (!field.classList.contains('MuiAutocomplete-input'))
      throw new Error('The destination combobox has not taken the plain field’s place yet.');
    return field;
  });
}
