import { AsyncLocalStorage, executionAsyncId } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { releasingCalls } from '../../server/auth/auth-calls';
import { createTestApp, type TestApp } from './test-app';

/**
 * Whether Node is hooking promises: without a hook a promise's reaction runs with no async id of its own (0), with
 * one it gets a fresh id (Node's documented "promise execution tracking").
 */
async function promisesHooked(): Promise<boolean> {
  return (await Promise.resolve().then(() => executionAsyncId())) !== 0;
}

/** A promise and the function that settles it, to hold a call open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('releasingCalls', () => {
  it('turns the promise hook off once the last call has settled', async () => {
    const storage = new AsyncLocalStorage<string>();
    const call = releasingCalls(async () => [storage]);
    expect(await promisesHooked()).toBe(false);

    const result = await call(() => storage.run('inside', async () => {
      expect(await promisesHooked()).toBe(true);
      return storage.getStore();
    }));

    expect(result).toBe('inside');
    expect(await promisesHooked()).toBe(false);
  });

  it('keeps the context of a call still running when another one ends', async () => {
    const storage = new AsyncLocalStorage<string>();
    const call = releasingCalls(async () => [storage]);
    const held = gate();
    const slow = call(() => storage.run('slow', async () => {
      await held.opened;
      await null;
      return storage.getStore();
    }));

    await call(() => storage.run('quick', async () => storage.getStore()));
    expect(await promisesHooked()).toBe(true);
    held.open();

    expect(await slow).toBe('slow');
    expect(await promisesHooked()).toBe(false);
  });

  it("answers with the call's own result when the storages cannot be had", async () => {
    const call = releasingCalls(async () => {
      throw new Error('no storages');
    });
    expect(await call(async () => 'answer')).toBe('answer');
  });

  it('releases after a call that fails, and passes its error on', async () => {
    const storage = new AsyncLocalStorage<string>();
    const call = releasingCalls(async () => [storage]);
    await expect(call(() => storage.run('x', async () => {
      throw new Error('refused');
    }))).rejects.toThrow('refused');
    expect(await promisesHooked()).toBe(false);
  });
});

describe('better-auth calls through the app', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('leave no promise hook behind after sign-up, and the session still works', async () => {
    app = await createTestApp();
    const { cookie } = await app.signUp();
    expect(await promisesHooked()).toBe(false);

    const session = await app.request('/api/auth/get-session', { cookie });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toMatch(/@example\.com$/);
    expect(await promisesHooked()).toBe(false);
  });

  it('leave no promise hook behind after a session check handed to better-auth for refresh', async () => {
    app = await createTestApp();
    const { cookie } = await app.signUp();
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    // Five days left of seven: better-auth's daily refresh is due, so the session reader calls getSession.
    app.sqlite.prepare('update session set "expiresAt" = ? where token = ?').run(new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(), token);

    expect((await app.request('/api/will', { cookie })).status).toBe(200);
    expect(await promisesHooked()).toBe(false);
  });
});
