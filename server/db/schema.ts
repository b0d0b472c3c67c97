import type { Generated } from 'kysely';

/** The application's own tables (better-auth owns user, session, account, verification, rateLimit). */
export type DB = {
  will: {
    user_id: string;
    schema_version: number;
    revision: number;
    document: string;
    updated_at: string;
  };
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
  };
};
