/** A call that failed because the page was left for good (a reload, another address). */
export class PageLeftError extends Error {
  constructor(cause: unknown) {
    super('The page was left while the call ran.', { cause });
    this.name = 'PageLeftError';
  }
}

/**
 * How long a failure waits to be weighed. The browser cuts a leaving page's calls short just
 * before it fires `pagehide`, so a failure seen at once may be the page going; by the end of this
 * wait the page has fired `pagehide`, or is gone and the wait never ends.
 */
const settleMs = 100;

/**
 * Runs a call whose failure, when it comes from leaving the page, rejects as `PageLeftError`: it
 * says nothing of what the call asked, and the next page decides. A page kept for Back
 * (`persisted`) is only frozen: its call goes on when it shows again.
 *
 * The listener lives as long as the call, not as the component that started it: a booking goes on
 * after the button that started it has gone.
 */
export async function unlessPageLeft<T>(call: () => Promise<T>): Promise<T> {
  let left = false;
  const onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) left = true;
  };
  window.addEventListener('pagehide', onPageHide);
  try {
    return await call();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    if (left) throw new PageLeftError(error);
    throw error;
  } finally {
    window.removeEventListener('pagehide', onPageHide);
  }
}
