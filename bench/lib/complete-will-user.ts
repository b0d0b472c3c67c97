import { completePayload } from '../../engine/will/fixtures/will-fixtures';

const PASSWORD = 'correct horse battery staple';

/** Signs up a user with a complete will through the API and answers their session cookies, for a browser context. */
export async function completeWillUser(baseUrl: string, prefix: string) {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
  const email = `${prefix}${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  await post('/api/auth/sign-up/email', { name: 'Jane Smith', email, password: PASSWORD });
  const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const saved = await post('/api/will', { ...completePayload(), revision: 0 }, cookies.join('; '));
  if (!saved.ok) throw new Error(`the bench's will was refused: ${saved.status} ${await saved.text()}`);
  return cookies.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}
