/**
 * `npm run user:reviewer -- <email> [--supervisor]`: gives an existing account the reviewer role, so it can use the
 * review console (/review), once they have set up two-step sign-in, which the console sends them to do.
 * `--supervisor` makes them a supervisor, who signs off the deliveries held for it; without it they are a reviewer
 * (granting again changes the level). The database is the one the server uses (DATABASE_URL, else the SQLite file in
 * DATA_DIR).
 */
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { grantReviewer } from '../server/stores/reviewer-role';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--supervisor');
if (!email || unknown.length > 0) {
  console.error('Usage: npm run user:reviewer -- <email> [--supervisor]');
  process.exit(2);
}
const level = args.includes('--supervisor') ? 'supervisor' : 'reviewer';
const db = openDatabase(readConfig(process.env).database);
try {
  if (!(await grantReviewer(db, email, level))) {
    console.error(`No account has the email address ${email}: the user must register first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now a ${level}. The console asks them to set up two-step sign-in (an authenticator app) first.`);
  }
} finally {
  await db.destroy();
}
