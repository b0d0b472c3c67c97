import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** better-auth's user table, as far as the app reads it (its id is serial: ADR 0004). */
export type AuthUserTable = { user: { id: number; name: string; email: string; role: string | null } };

/** The app's database with better-auth's user table typed in, for queries that need users' names or roles. */
export const withAuthUsers = (db: Kysely<DB>) => db as unknown as Kysely<DB & AuthUserTable>;
