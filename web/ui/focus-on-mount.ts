/**
 * A ref that focuses its element when it is drawn. The `autoFocus` attribute alone is honoured by the browser only as a
 * dialog opens or the page first loads; a button that replaces another inside an open dialog (the session notice turning
 * from "about to be signed out" to "signed out") needs focus moved to it. Keep `autoFocus` beside it for the first case:
 * a dialog that is not open yet cannot take focus, and showModal then focuses the `autoFocus` element.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
