import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, MailStatus } from '../../db/schema';
import { MailError, type MailMessage, type Mailer } from './mailer';

/** How long a claimed message stays reserved to one worker; a worker that dies frees it after this. */
export const LEASE_MS = 2 * 60_000;
/** The first retry waits this long; each later one twice as long as the one before, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 60_000;
export const RETRY_CAP_MS = 2 * 60 * 60_000;
/** A message still unsent this long after it was written is marked failed (retries stop). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait before the retry that follows failed attempt number `attempts` (1, 2, ...): 1 min, 2, 4, ... 2 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), RETRY_CAP_MS);
}

/**
 * Writes `message` as a pending outbox row (with its attachments) through `db`, which may be the transaction of
 * the change that causes the message: then the message exists exactly when the change does. Answers the row id.
 */
export async function enqueueMail(db: Kysely<DB>, message: MailMessage, now: Date): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      created_at: at,
      status: 'pending',
      next_attempt_at: at,
      topic: message.topic ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const a of message.attachments ?? []) {
    await db.insertInto('mail_attachment').values({ outbox_id: id, filename: a.filename, content_type: a.contentType, content: a.content }).execute();
  }
  return id;
}

/**
 * Claims row `id` for this worker until `now + LEASE_MS`: a conditional UPDATE that only one process can win, on
 * SQLite and PostgreSQL alike (the loser sees 0 rows changed). Answers whether this worker holds the lease.
 */
export async function claimMail(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function loadMessage(db: Kysely<DB>, id: number): Promise<MailMessage & { createdAt: string; attempts: number }> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const files = await db.selectFrom('mail_attachment').selectAll().where('outbox_id', '=', id).orderBy('id').execute();
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html === null ? {} : { html: row.body_html }),
    ...(files.length ? { attachments: files.map((f) => ({ filename: f.filename, contentType: f.content_type, content: new Uint8Array(f.content) })) } : {}),
    createdAt: row.created_at,
    attempts: row.attempts,
  };
}

export type MailQueueDeps = { db: Kysely<DB>; clock: Clock; transport: Mailer };

/**
 * Sends row `id` if this worker can claim it: marks it sent, or after a failure schedules the next try with
 * exponential backoff, or marks it failed once GIVE_UP_AFTER_MS have passed since it was written. Answers the
 * outcome, or null when another worker holds it or it is not due.
 */
export async function deliverMail({ db, clock, transport }: MailQueueDeps, id: number): Promise<MailStatus | null> {
  if (!(await claimMail(db, id, clock.now()))) return null;
  const message = await loadMessage(db, id);
  try {
    await transport.send(message);
  } catch (error) {
    const now = clock.now();
    const attempts = message.attempts + 1;
    const giveUp = now.getTime() - Date.parse(message.createdAt) >= GIVE_UP_AFTER_MS;
    const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
    await db
      .updateTable('mail_outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lease_until: null,
        next_attempt_at: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        last_error: reason.slice(0, 500),
      })
      .where('id', '=', id)
      .execute();
    if (giveUp) console.error(`Mail ${id} failed for good after ${attempts} attempts: ${reason}`);
    return giveUp ? 'failed' : 'pending';
  }
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', attempts: message.attempts + 1, lease_until: null, next_attempt_at: null, sent_at: clock.now().toISOString(), last_error: null })
    .where('id', '=', id)
    .execute();
  return 'sent';
}

/** Sends every message due now that this worker can claim, oldest first. Answers how many it sent. */
export async function deliverDueMail(deps: MailQueueDeps, limit = 50): Promise<number> {
  const at = deps.clock.now().toISOString();
  const due = await deps.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  let sent = 0;
  for (const { id } of due) if ((await deliverMail(deps, id)) === 'sent') sent += 1;
  return sent;
}

/**
 * The app's mail: `send` writes the message to the outbox and then tries it once at once (so a working server
 * delivers within the request, as before); a failure leaves it pending for the worker. Resolves once the row is
 * written, whatever the first try did: the message is then never lost.
 */
export function createQueuedMailer(deps: MailQueueDeps): Mailer {
  return {
    async send(message) {
      const id = await enqueueMail(deps.db, message, deps.clock.now());
      const outcome = await deliverMail(deps, id).catch((error: unknown) => {
        console.error(`Mail ${id} first try failed:`, error);
        return null;
      });
      if (message.onlyNow && outcome !== 'sent') {
        await deps.db.updateTable('mail_outbox').set({ status: 'failed', next_attempt_at: null, lease_until: null }).where('id', '=', id).execute();
        throw new MailError('The SMTP server did not accept the message');
      }
    },
  };
}

/**
 * The worker in the app process: every `intervalMs` it sends the due messages. Several processes may run one each
 * over one database: the lease lets exactly one of them send each message. Answers a stop function.
 */
export function startMailWorker(deps: MailQueueDeps, intervalMs = 15_000): { stop(): Promise<void>; runOnce(): Promise<number> } {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= deliverDueMail(deps)
      .catch((error: unknown) => {
        console.error('The mail worker failed a round:', error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Where the latest message on `topic` stands, for a screen; null when none was written. */
export async function mailStatusOf(db: Kysely<DB>, topic: string) {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'created_at', 'sent_at', 'next_attempt_at', 'attempts'])
    .where('topic', '=', topic)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { status: row.status, created_at: row.created_at, sent_at: row.sent_at, next_attempt_at: row.next_attempt_at, attempts: row.attempts } : null;
}

/** The latest message on `topic` as it can be sent again (same text and files), with where it stands; or null. */
export async function latestMessage(db: Kysely<DB>, topic: string): Promise<{ status: MailStatus; message: MailMessage } | null> {
  const row = await db.selectFrom('mail_outbox').select(['id', 'status']).where('topic', '=', topic).orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  const { createdAt: _created, attempts: _attempts, ...message } = await loadMessage(db, row.id);
  return { status: row.status, message: { ...message, topic } };
}
