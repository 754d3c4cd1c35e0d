/** The values a description list gives a term, in order: what a reader hears after the term. */
export function definitionsOf(root: HTMLElement, term: string): (string | null | undefined)[] {
  return [...root.querySelectorAll('dt')]
    .filter((dt) => dt.textContent === term)
    .map((dt) => dt.nextElementSibling?.textContent);
}
