import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, MailStatus } from '../../db/schema';
import { log, redactText } from '../../logger';
import { MailError, type MailMessage, type MailTransport, type Mailer } from './mailer';

/** How long a claimed message stays reserved to one worker; a worker that dies frees it after this. */
export const LEASE_MS = 2 * 60_000;
/** The first retry waits this long; each later one twice as long as the one before, up to RETRY_CAP_MS. */
export const FIRST_RETRY_MS = 60_000;
export const RETRY_CAP_MS = 2 * 60 * 60_000;
/** A message still unsent this long after it was written is marked failed (retries stop). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Interactive mail (a person waits for it) is retried this often while it is younger than INTERACTIVE_FOR_MS. */
export const INTERACTIVE_RETRY_MS = 30_000;
export const INTERACTIVE_FOR_MS = 30 * 60_000;

/**
 * The wait before the retry that follows failed attempt number `attempts` (1, 2, ...): 1 min, 2, 4, ... 2 h; for
 * interactive mail `ageMs` old, 30 s while it is younger than 30 minutes, so it arrives within a worker round or
 * two of SMTP returning.
 */
export function retryDelayMs(attempts: number, interactive = false, ageMs = 0): number {
  if (interactive && ageMs < INTERACTIVE_FOR_MS) return INTERACTIVE_RETRY_MS;
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
      message_token: randomUUID(),
      interactive: message.interactive ? 1 : 0,
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
 * SQLite and PostgreSQL alike (the loser sees 0 rows changed; on PostgreSQL it waits for the winner's row lock and
 * then finds the lease taken). Answers the lease this worker holds (its expiry, which later writes quote), or null.
 */
export async function claimMail(db: Kysely<DB>, id: number, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ lease_until: lease })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? lease : null;
}

async function loadMessage(db: Kysely<DB>, id: number): Promise<MailMessage & { createdAt: string; attempts: number; sendStartedAt: string | null }> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const files = await db.selectFrom('mail_attachment').selectAll().where('outbox_id', '=', id).orderBy('id').execute();
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    ...(row.body_html === null ? {} : { html: row.body_html }),
    ...(files.length ? { attachments: files.map((f) => ({ filename: f.filename, contentType: f.content_type, content: new Uint8Array(f.content) })) } : {}),
    // Rows from before migration 0028 have no token: one from the row's id and time is as stable.
    messageToken: row.message_token ?? `outbox-${row.id}-${Date.parse(row.created_at)}`,
    ...(row.interactive ? { interactive: true } : {}),
    createdAt: row.created_at,
    attempts: row.attempts,
    sendStartedAt: row.send_started_at,
  };
}

export type MailQueueDeps = { db: Kysely<DB>; clock: Clock; transport: MailTransport };

/** An error as the outbox keeps it for the reviewer's page: the message and its cause's, without addresses or tokens. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
  return redactText(text).slice(0, 500);
}

/**
 * Sends row `id` if this worker can claim it: marks it as being sent (committed before the SMTP conversation
 * begins), sends it with its stable Message-ID, then marks it sent, or after a failure schedules the next try with
 * backoff, or marks it failed once GIVE_UP_AFTER_MS have passed since it was written. A row found marked as being
 * sent was interrupted (its worker died mid-send): it is sent again, since the first may not have arrived, and a
 * receiver that got both can drop the copy by its Message-ID. A send that succeeds shows SMTP answers: the mail
 * waiting out a backoff is made due at once. Answers the outcome, or null when another worker holds it or it is
 * not due.
 */
export async function deliverMail({ db, clock, transport }: MailQueueDeps, id: number): Promise<MailStatus | null> {
  const lease = await claimMail(db, id, clock.now());
  if (!lease) return null;
  const { sendStartedAt, ...message } = await loadMessage(db, id);
  const attempts = message.attempts + 1;
  // Written only while this worker still holds its lease: a send slower than LEASE_MS lost the row to another worker.
  const ours = db.updateTable('mail_outbox').where('id', '=', id).where('lease_until', '=', lease);
  if (sendStartedAt) log.warn({ mailId: id, sendStartedAt }, 'mail send was interrupted; sending again with the same Message-ID');
  await ours.set({ send_started_at: clock.now().toISOString() }).execute();
  try {
    await transport.send(message);
  } catch (error) {
    const now = clock.now();
    const giveUp = now.getTime() - Date.parse(message.createdAt) >= GIVE_UP_AFTER_MS;
    const delay = retryDelayMs(attempts, message.interactive === true, now.getTime() - Date.parse(message.createdAt));
    const nextAttemptAt = giveUp ? null : new Date(now.getTime() + delay).toISOString();
    await ours.set({ status: giveUp ? 'failed' : 'pending', attempts, lease_until: null, next_attempt_at: nextAttemptAt, last_error: reasonOf(error), send_started_at: null }).execute();
    if (giveUp) log.error({ err: error, mailId: id, attempts }, 'mail failed for good');
    else log.warn({ err: error, mailId: id, attempts, nextAttemptAt }, 'mail not sent, will retry');
    return giveUp ? 'failed' : 'pending';
  }
  const sentAt = clock.now().toISOString();
  await ours.set({ status: 'sent', attempts, lease_until: null, next_attempt_at: null, sent_at: sentAt, last_error: null }).execute();
  log.info({ mailId: id, attempts }, 'mail sent');
  await db.updateTable('mail_outbox').set({ next_attempt_at: sentAt }).where('status', '=', 'pending').where('next_attempt_at', '>', sentAt).execute();
  return 'sent';
}

/**
 * Sends every message due now that this worker can claim, oldest first; with `untried`, only those never tried (just
 * committed: what a request sends at once, leaving a backlog of retries to the worker). Answers how many it sent.
 */
export async function deliverDueMail(deps: MailQueueDeps, { limit = 50, untried = false } = {}): Promise<number> {
  const at = deps.clock.now().toISOString();
  const due = await deps.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .$if(untried, (qb) => qb.where('attempts', '=', 0))
    .orderBy('id')
    .limit(limit)
    .execute();
  let sent = 0;
  for (const { id } of due) if ((await deliverMail(deps, id)) === 'sent') sent += 1;
  return sent;
}

/** Sends the due messages in a worker round of its own, logging rather than throwing a failure of the round. */
function deliverDueLogged(deps: MailQueueDeps, options: { untried?: boolean } = {}): Promise<number> {
  return deliverDueMail(deps, options).catch((error: unknown) => {
    log.error({ err: error }, 'mail worker round failed');
    return 0;
  });
}

/**
 * The app's mail over a transport (SMTP): `send` writes the message to the outbox and then tries it once at once
 * (so a working server delivers within the request, as before); a failure leaves it pending for the worker. It
 * resolves once the row is written, whatever the first try did: the message is then never lost. `enqueue` writes
 * the row in the caller's transaction; `flush`, after the commit, sends whatever is due.
 */
export function createQueuedMailer(deps: MailQueueDeps): Mailer {
  return {
    async send(message) {
      const id = await enqueueMail(deps.db, message, deps.clock.now());
      const outcome = await deliverMail(deps, id).catch((error: unknown) => {
        log.error({ err: error, mailId: id }, 'mail first try failed');
        return null;
      });
      // SMTP answers: what waited for it goes now, in the background, not in this request's time.
      if (outcome === 'sent') void deliverDueLogged(deps);
      if (message.onlyNow && outcome !== 'sent') {
        await deps.db.updateTable('mail_outbox').set({ status: 'failed', next_attempt_at: null, lease_until: null }).where('id', '=', id).execute();
        throw new MailError('The SMTP server did not accept the message');
      }
    },
    async enqueue(trx, message) {
      await enqueueMail(trx, message, deps.clock.now());
    },
    async flush() {
      await deliverDueLogged(deps, { untried: true });
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
    running ??= deliverDueLogged(deps).finally(() => {
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
    .select(['id', 'status', 'created_at', 'sent_at', 'next_attempt_at', 'attempts', 'last_error'])
    .where('topic', '=', topic)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { status: row.status, created_at: row.created_at, sent_at: row.sent_at, next_attempt_at: row.next_attempt_at, attempts: row.attempts, last_error: row.last_error } : null;
}

/** What mailStatusOf answers: the shape of the review API's `delivery_email`. */
export type MailStatusView = NonNullable<Awaited<ReturnType<typeof mailStatusOf>>>;

/**
 * Stops retrying the waiting message `id`, which a new copy replaces (the reviewer's "Send again"), unless a worker
 * holds it right now: a conditional UPDATE, so the old copy is either sent by the worker or never. Answers whether
 * it was withdrawn.
 */
export async function withdrawMail(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', next_attempt_at: null, last_error: 'Replaced by a copy sent again' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The latest message on `topic` as it can be sent again (same text and files), with where it stands; or null. */
export async function latestMessage(db: Kysely<DB>, topic: string): Promise<{ id: number; status: MailStatus; message: MailMessage } | null> {
  const row = await db.selectFrom('mail_outbox').select(['id', 'status']).where('topic', '=', topic).orderBy('id', 'desc').executeTakeFirst();
  if (!row) return null;
  // A copy sent again is a new message: it gets a Message-ID of its own when it is written.
  const { createdAt: _created, attempts: _attempts, sendStartedAt: _started, messageToken: _token, ...message } = await loadMessage(db, row.id);
  return { id: row.id, status: row.status, message: { ...message, topic } };
}
