/**
 * `npm run user:reviewer -- <email>`: gives an existing account the reviewer role, so it can use the review console
 * (/review), once they have set up two-step sign-in (issue 27), which the console sends them to do. The database is
 * the one the server uses (DATABASE_URL, else the SQLite file in DATA_DIR).
 */
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { grantReviewer } from '../server/stores/reviewer-role';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run user:reviewer -- <email>');
  process.exit(2);
}
const db = openDatabase(readConfig(process.env).database);
try {
  if (!(await grantReviewer(db, email))) {
    console.error(`No account has the email address ${email}: the user must register first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now a reviewer. The console asks them to set up two-step sign-in (an authenticator app) first.`);
  }
} finally {
  await db.destroy();
}
