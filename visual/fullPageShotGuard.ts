/**
 * Runs in the preview before its own scripts: keeps a full-page shot from reaching the page.
 *
 * Chromium takes a shot of a page longer than its window (`captureBeyondViewport`) by resizing
 * the view, and about one shot in ten the page lays itself out once in a window 1 px by 1 px: it
 * gets a `resize`, every media query below a width matches, and every ResizeObserver reports a
 * width of 0 (measured: 100 shots of a long page, 8 to 42 such frames). A page that switches
 * layouts at 960 px (spec: platform §9) then mounts its mobile layout and its desktop one again,
 * and what a fresh mount does is in the shot: the checkout's quote faults were shot scrolled to
 * the traveler step, where a fresh desktop layout brings it, about one render in a hundred. No
 * real window is 1 px wide, so the page never hears of one: those events stop before any
 * listener of the page's, and a ResizeObserver's report of that frame is dropped (the next one,
 * at the real width, still comes: an observer reports a size that differs from its last).
 */
export function hideFullPageShotsFromThePage() {
  const isShotFrame = () => window.innerWidth <= 1;
  const stopInShotFrame = (event: Event) => {
    if (isShotFrame()) event.stopImmediatePropagation();
  };
  // The first listener on the window, capturing: it runs before every other at the target.
  window.addEventListener('resize', stopInShotFrame, true);
  // Every list is new (matchMedia makes one per call), and this is its first listener.
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    list.addEventListener('change', stopInShotFrame);
    return list;
  };
  const PageResizeObserver = window.ResizeObserver;
  window.ResizeObserver = class extends PageResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      super((entries, observer) => {
        if (!isShotFrame()) callback(entries, observer);
      });
    }
  };
}
