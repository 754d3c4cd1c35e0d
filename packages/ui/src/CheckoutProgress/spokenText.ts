/**
 * An element's text without what is hidden from assistive technology (the stepper's step numbers
 * are drawn in hidden icons), for stories and tests to read what a screen reader reads.
 */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true);
  if (!(copy instanceof Element)) return '';
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}
