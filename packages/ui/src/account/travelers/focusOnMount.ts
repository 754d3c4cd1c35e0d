/**
 * A ref that focuses its element once, when it appears: a loyalty field just added takes the
 * keyboard at once, without focus jumping on any later render (the ref is one stable function).
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
