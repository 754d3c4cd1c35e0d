import { flightSearchProblemTexts, type FlightSearchProblem } from '@wayfare/domain';

/** A field of the form that a problem can be about: a leg's airports or date, or the passengers. */
export type FlightSearchField = `${number}-${'origin' | 'destination' | 'date'}` | 'passengers';

/** The field a problem is said at. */
export function fieldOf(problem: FlightSearchProblem): FlightSearchField {
  if (!('leg' in problem)) return 'passengers';
  switch (problem.kind) {
    case 'origin-missing':
      return `${problem.leg}-origin`;
    case 'destination-missing':
    case 'same-airports':
      return `${problem.leg}-destination`;
    case 'date-before-today':
    case 'dates-out-of-order':
      return `${problem.leg}-date`;
  }
}

/** Each field's problems in words, one sentence after another. */
export function problemsByField(
  problems: readonly FlightSearchProblem[],
): ReadonlyMap<FlightSearchField, string> {
  const byField = new Map<FlightSearchField, string>();
  for (const problem of problems) {
    const field = fieldOf(problem);
    const text = flightSearchProblemTexts[problem.kind];
    const before = byField.get(field);
    byField.set(field, before === undefined ? text : `${before} ${text}`);
  }
  return byField;
}
