import type { ColumnType, Generated } from 'kysely';
import type { SubmissionState } from '../../engine/dashboard/dashboard-state';

/** Where an outbox message stands (migration 0026). */
export type MailStatus = 'pending' | 'sent' | 'failed';

/** The application's own tables (better-auth owns user, session, account, verification, rateLimit). */
export type DB = {
  /** Each user's current revision; its document is will_revision's row for (user_id, revision). */
  will: {
    user_id: string;
    schema_version: number;
    revision: number;
    /** JSON array of the document's passedSteps when schema_version is current; null for older documents. */
    passed_steps: string | null;
    updated_at: string;
  };
  /** Every revision of every will, the current one included (migration 0006). */
  will_revision: {
    id: Generated<number>;
    user_id: string;
    revision: number;
    schema_version: number;
    document: string;
    created_at: string;
  };
  onboarding_answer: {
    user_id: string;
    answers: string;
    onboarding_status: string;
    created_at: string;
    updated_at: string;
  };
  address: {
    id: Generated<number>;
    postcode: string;
    summaryline: string;
  };
  /** Mail kept by the embedded mailer when no SMTP_URL is set (server/services/mail/outbox-mailer.ts). */
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body_text: string;
    body_html: string | null;
    created_at: string;
    /** pending until the worker sends it (server/services/mail/mail-queue.ts), then sent; failed after a day of tries. */
    status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
    attempts: ColumnType<number, number | undefined, number>;
    next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
    lease_until: ColumnType<string | null, string | null | undefined, string | null>;
    sent_at: ColumnType<string | null, string | null | undefined, string | null>;
    last_error: ColumnType<string | null, string | null | undefined, string | null>;
    /** What the message is about, e.g. `delivery:<user id>` for the delivered will's email; null for the rest. */
    topic: ColumnType<string | null, string | null | undefined, string | null>;
    /** The left part of the message's Message-ID, the same on every try (migration 0028); null on older rows. */
    message_token: ColumnType<string | null, string | null | undefined, string | null>;
    /** When a worker last began the SMTP conversation; cleared when the server refused it. */
    send_started_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 for mail a person is waiting for (a reset link, an invitation): retried soon. */
    interactive: ColumnType<number, number | undefined, number>;
  };
  /** A file sent with an outbox message (migration 0026), kept until the message is gone. */
  mail_attachment: {
    id: Generated<number>;
    outbox_id: number;
    filename: string;
    content_type: string;
    content: Uint8Array;
  };
  /** The will's submission to the legal team (SPEC 3.2); no row until the first submission. */
  submission: {
    user_id: string;
    state: SubmissionState;
    submitted_at: string;
    updated_at: string;
    print_url: string | null;
    /** The date (YYYY-MM-DD) the legal team reviews and emails the will by, set when it entered the queue (0035). */
    due_date: string | null;
  };
  /** The update subscription (SPEC 6); booleans are stored as 0 or 1. No row: no subscription. */
  subscription: {
    user_id: string;
    is_active: number;
    cancel_at_period_end: ColumnType<number, number | undefined, number>;
    current_period_end: string;
    /** The gateway's subscription (Stripe `sub_...`) that renews it yearly; null: the app keeps it (migration 0014). */
    gateway_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** The order whose payment started the gateway subscription (migration 0014). */
    renewal_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Rate-limit counts shared by every process (migration 0007); reset_at is in milliseconds since the epoch. */
  request_count: {
    key: string;
    count: number;
    reset_at: number;
  };
  /** One row once the user's will is paid for (written by checkout); no row: not paid. */
  will_payment: {
    user_id: string;
    paid_at: string;
    order_id: string | null;
  };
  /** One row per refer-partner email accepted by the mailer (or being sent), for the daily caps (migration 0008). */
  refer_partner_send: {
    id: string;
    user_id: string;
    /** The address, lower-cased. */
    recipient: string;
    sent_at: string;
  };
  /** Each gateway webhook event once processed (migration 0012), so a replayed event acts once. */
  payment_webhook_event: {
    id: string;
    type: string;
    processed_at: string;
  };
  /** The local test gateway's payment methods: the test card's outcome, never its number (migration 0012). */
  local_payment_method: {
    id: string;
    customer_id: string | null;
    outcome: 'succeeds' | 'declined' | 'insufficient_funds';
    brand: string;
    last4: string;
    created_at: string;
  };
  /** The local test gateway's PaymentIntents, one per idempotency key; amounts in pence (migration 0012). */
  local_payment_intent: {
    id: string;
    client_secret: string;
    idempotency_key: string;
    amount: number;
    amount_refunded: ColumnType<number, number | undefined, number>;
    currency: string;
    status: string;
    customer_id: string;
    payment_method_id: string | null;
    receipt_email: string;
    /** JSON object of strings. */
    metadata: string;
    last_error: string | null;
    created_at: string;
    updated_at: string;
  };
  /** The local test gateway's refunds, one per idempotency key (migration 0012). */
  local_payment_refund: {
    id: string;
    idempotency_key: string;
    payment_intent_id: string;
    amount: number;
    created_at: string;
  };
  /** Orders (migration 0013): amounts in pence; lines is the JSON of the priced cart's products. */
  will_order: {
    id: string;
    user_id: string;
    /** `superseded`: a newer order replaced it while it was pending (migration 0021); never payable again. */
    state: 'pending' | 'paid' | 'refunded' | 'superseded';
    lines: string;
    coupon_code: string | null;
    subtotal: number;
    total: number;
    idempotency_key: string;
    /** The cart state the order was priced from: one pending order per user and cart state. */
    cart_key: string;
    payment_intent_id: string | null;
    receipt_email: string;
    /** YYYY-MM-DD, when the urgent will was bought. */
    urgent_due_date: string | null;
    created_at: string;
    paid_at: string | null;
    refunded_at: string | null;
    /** The gateway's refund of a refunded order (migration 0014). */
    refund_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** When a newer order superseded it (migration 0021). */
    superseded_at: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** The user's gateway customer and last registered card (migration 0013). */
  payment_customer: {
    user_id: string;
    customer_id: string;
    payment_method_id: string | null;
    card_brand: string | null;
    card_last4: string | null;
  };
  /** The checkout's charity-contact answer (migration 0013); bequeathed is 0 or 1. */
  charity_consent: {
    user_id: string;
    /** The partner charity's registered number. */
    charity_number: string;
    bequeathed: number;
    answered_at: string;
  };
  /** The language an account reads the service and its emails in (migration 0048). */
  account_language: {
    user_id: string;
    language: string;
    updated_at: string;
  };
  /** An address the account had before a change of email (migration 0019), so erasure finds mail sent to it. */
  former_email: {
    user_id: string;
    email: string;
    changed_at: string;
  };
  /** Every reviewer action on a submission (migration 0016); insert-only, the database refuses changes. */
  review_audit: {
    id: Generated<number>;
    /** The submission's owner (submissions are one per user). */
    user_id: string;
    reviewer_id: string;
    reviewer_email: string;
    action: 'needs_attention' | 'delivered' | 'email_failed';
    /** The step id a request for changes points to. */
    step: string | null;
    message: string | null;
    /** The will revision the reviewer acted on. */
    revision: number;
    created_at: string;
  };
  /** Each entry of a will into the legal team's queue, with the due date stated then (migration 0035). */
  review_round: {
    id: Generated<number>;
    user_id: string;
    kind: 'submitted' | 'resubmitted';
    revision: number;
    urgent: number;
    due_date: string;
    created_at: string;
  };
  /** Each time a reviewer opened a submission in full (migration 0027); insert-only. */
  review_view: {
    id: Generated<number>;
    /** The submission's owner. */
    user_id: string;
    reviewer_id: string;
    reviewer_email: string;
    /** The will revision the reviewer saw. */
    revision: number;
    created_at: string;
  };
  /**
   * Each delivered version of each user's will as PDF bytes (migration 0016; one row per delivery since 0022), with
   * its signing guide and any letter of wishes (0023).
   */
  will_document: {
    id: Generated<number>;
    user_id: string;
    pdf: Uint8Array;
    guide_pdf: Uint8Array | null;
    letter_pdf: Uint8Array | null;
    /** The record of the instructions the will was drafted from (migration 0036); null before it. */
    instructions_pdf: Uint8Array | null;
    revision: number;
    created_at: string;
  };
  /** A user's LPA register-interest answers (migration 0015): kinds as the form names them; one row per user. */
  lpa_interest: {
    user_id: string;
    kinds: 'both' | 'propertyAndFinancialAffairs' | 'healthAndWelfare';
    phone: string | null;
    best_time: 'morning' | 'afternoon' | 'anyTime' | null;
    created_at: string;
    updated_at: string;
  };
  /** A user's call with the team (migration 0015): one row per user, its slot (ISO instant) unique across users. */
  call_booking: {
    user_id: string;
    slot_start: string;
    phone: string;
    topic: string;
    created_at: string;
    updated_at: string;
  };
  /** The retention job's reminders (migration 0017): erase_on is YYYY-MM-DD. */
  retention_reminder: {
    user_id: string;
    reason: 'unverified' | 'unpaidDraft';
    sent_at: string;
    erase_on: string;
  };
  /** Whether the user takes the check-in emails (migration 0045); no row means they do. check_ins is 0 or 1. */
  keep_current: {
    user_id: string;
    check_ins: number;
    updated_at: string;
  };
  /** Each keeping-current reminder sent (migration 0045), once per user and key. */
  keep_current_sent: {
    id: Generated<number>;
    user_id: string;
    reminder_key: string;
    sent_at: string;
  };
};
