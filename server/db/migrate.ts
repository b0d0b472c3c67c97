import { Migrator, type Kysely, type Migration } from 'kysely';
import * as will from './migrations/0001-will';
import * as onboardingAnswer from './migrations/0002-onboarding-answer';
import * as mailOutbox from './migrations/0003-mail-outbox';
import * as submission from './migrations/0004-submission';
import * as willPassedSteps from './migrations/0005-will-passed-steps';
import * as willDocumentOnce from './migrations/0006-will-document-once';
import * as requestCount from './migrations/0007-request-count';
import * as referPartnerSends from './migrations/0008-refer-partner-sends';
import * as partnerReferral from './migrations/0009-partner-referral';
import * as charities from './migrations/0010-charities';
import * as cart from './migrations/0011-cart';
import * as payments from './migrations/0012-payments';
import * as orders from './migrations/0013-orders';
import * as subscriptionGateway from './migrations/0014-subscription-gateway';
import * as lpaInterestAndCalls from './migrations/0015-lpa-interest-and-calls';
import * as review from './migrations/0016-review';
import * as retentionReminder from './migrations/0017-retention-reminder';
import * as friendCode from './migrations/0018-friend-code';
import * as formerEmail from './migrations/0019-former-email';
import * as rateKeysHashed from './migrations/0020-rate-keys-hashed';
import * as supersededOrders from './migrations/0021-superseded-orders';
import * as deliveredVersions from './migrations/0022-delivered-versions';
import * as deliveredDocuments from './migrations/0023-delivered-documents';
import * as mirrorInvitation from './migrations/0025-mirror-invitation';
import * as mailDelivery from './migrations/0026-mail-delivery';
import * as reviewView from './migrations/0027-review-view';
import * as mailOnce from './migrations/0028-mail-once';
import * as reviewRounds from './migrations/0035-review-rounds';
import * as deliveredInstructions from './migrations/0036-delivered-instructions';
import * as reviewTeam from './migrations/0040-review-team';
import * as reviewFileNote from './migrations/0041-review-file-note';
import * as mirrorJointInstructions from './migrations/0042-mirror-joint-instructions';
import * as keepCurrent from './migrations/0045-keep-current';
import * as queueAndMailIndexes from './migrations/0046-queue-and-mail-indexes';
import * as accountLanguage from './migrations/0048-account-language';

// Listed in code, not read from a folder, so the bundle and tests see the same set in the same order.
export const migrations: Record<string, Migration> = {
  '0001-will': will,
  '0002-onboarding-answer': onboardingAnswer,
  '0003-mail-outbox': mailOutbox,
  '0004-submission': submission,
  '0005-will-passed-steps': willPassedSteps,
  '0006-will-document-once': willDocumentOnce,
  '0007-request-count': requestCount,
  '0008-refer-partner-sends': referPartnerSends,
  '0009-partner-referral': partnerReferral,
  '0010-charities': charities,
  '0011-cart': cart,
  '0012-payments': payments,
  '0013-orders': orders,
  '0014-subscription-gateway': subscriptionGateway,
  '0015-lpa-interest-and-calls': lpaInterestAndCalls,
  '0016-review': review,
  '0017-retention-reminder': retentionReminder,
  '0018-friend-code': friendCode,
  '0019-former-email': formerEmail,
  '0020-rate-keys-hashed': rateKeysHashed,
  '0021-superseded-orders': supersededOrders,
  '0022-delivered-versions': deliveredVersions,
  '0023-delivered-documents': deliveredDocuments,
  '0025-mirror-invitation': mirrorInvitation,
  '0026-mail-delivery': mailDelivery,
  '0027-review-view': reviewView,
  '0028-mail-once': mailOnce,
  '0035-review-rounds': reviewRounds,
  '0036-delivered-instructions': deliveredInstructions,
  '0040-review-team': reviewTeam,
  '0041-review-file-note': reviewFileNote,
  '0042-mirror-joint-instructions': mirrorJointInstructions,
  '0045-keep-current': keepCurrent,
  '0046-queue-and-mail-indexes': queueAndMailIndexes,
  '0048-account-language': accountLanguage,
};

/** Brings the application tables up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}
