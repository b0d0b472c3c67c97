// Whether this browser was signed in when it last asked (a flag, nothing about who): on the next visit the app
// starts loading the will beside the session instead of after it (web/early-requests.ts). A wrong guess costs one
// refused request. Storage may be unavailable (private modes): then there is no hint.
const KEY = 'willWriter.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // no storage, no hint
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
