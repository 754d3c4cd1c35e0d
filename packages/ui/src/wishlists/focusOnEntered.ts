/**
 * Focuses a dialog's first control once its opening transition has ended, unless the user has
 * already put focus on something inside it (a quick click or Tab during the transition).
 */
export function focusOnEntered(target: () => HTMLElement | null | undefined): void {
  const element = target();
  // Inside an embedded widget's shadow root, the document's active element is the widget's host.
  const root = element?.getRootNode() as Document | ShadowRoot | undefined;
  const active = root?.activeElement;
  const userChose =
    active instanceof HTMLElement && active.tabIndex >= 0 && active.closest('[role="dialog"]');
  if (!userChose) element?.focus();
}
