import copy from '../../schemas/copy/pages.json';

/**
 * For hydrateRoot's `onUncaughtError`: an error React cannot recover from while taking over a page drawn before
 * (prerendered, or drawn by the server) unmounts the app, which would leave a blank screen. The page's HTML, as it
 * arrived, is put back with a message saying it could not start, so what it showed stays readable.
 */
export function keepPageOnFailure(root: HTMLElement): (error: unknown) => void {
  const arrived = root.innerHTML;
  return (error) => {
    console.error(error);
    // React empties the root once the error has reached it.
    setTimeout(() => {
      if (root.firstElementChild !== null) return;
      root.innerHTML = arrived;
      const message = document.createElement('div');
      message.className = 'page';
      message.setAttribute('role', 'alert');
      message.append(Object.assign(document.createElement('p'), { textContent: copy.pageFailed }));
      (root.querySelector('main') ?? root).prepend(message);
    });
  };
}
