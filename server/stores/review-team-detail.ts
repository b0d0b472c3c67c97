import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { riskMarkers, inSignOffSample, type RiskMarker } from '../../engine/review/risk-markers';
import { reviewFlags, type ReviewFlag } from '../../engine/review/review-flags';
import { lastDecision } from './review-audit';
import type { SubmissionBasis } from './review-submission';
import { willAtRevision } from './will-document-store';
import { loadAssignment, type Assignment } from './review-assignment';
import { loadReviewEvents, type ReviewEvent } from './review-events';
import { signOffOf, SAMPLE_REASON, type SignOff } from './review-sign-off';
import { loadFileNotes, type FileNote } from './review-file-notes';
import { changedMirrorPartners, mirrorConsentsOf, type MirrorConsent } from './review-mirror-consent';
import { mirrorPartnersOf } from './review-mirror';
import { reviewerLevelOf, type ReviewerLevel } from './reviewer-role';

/** Why a reviewer's delivery of this will is held for a supervisor: its risk markers, or the sample; none: not held. */
export async function holdReasons(db: Kysely<DB>, basis: SubmissionBasis, today: string, samplePercent: number): Promise<{ markers: RiskMarker[]; reasons: string[] }> {
  const mirrorPair = (await mirrorPartnersOf(db, basis.userId)).length > 0;
  const markers = riskMarkers(basis.will, today, { mirrorPair });
  const reasons = markers.length > 0 ? [...markers] : inSignOffSample(basis.userId, samplePercent) ? [SAMPLE_REASON] : [];
  return { markers, reasons };
}

/** The flags of a submission (engine/review/review-flags.ts) from its stored wills and its mirror partner's. */
export async function flagsOf(db: Kysely<DB>, basis: SubmissionBasis, today: string): Promise<ReviewFlag[]> {
  const delivery = basis.log.find((entry) => entry.action === 'delivered');
  const decision = lastDecision(basis.log);
  const [delivered, previous, changedMirrorPartnersNames] = await Promise.all([
    delivery ? willAtRevision(db, basis.userId, delivery.revision) : null,
    decision ? willAtRevision(db, basis.userId, decision.revision) : null,
    changedMirrorPartners(db, basis.userId),
  ]);
  return reviewFlags({ will: basis.will, today, delivered, previous, changedMirrorPartners: changedMirrorPartnersNames });
}

/** What the console adds for the legal team at scale: assignment, sign-off, markers, flags, notes and the pair's consent. */
export type TeamDetail = {
  viewer: { email: string; level: ReviewerLevel };
  assignment: Assignment | null;
  review_events: Omit<ReviewEvent, 'id'>[];
  sign_off: SignOff | null;
  risk_markers: RiskMarker[];
  /** Whether a reviewer's delivery is held: markers, or this submission in the supervisor's sample. */
  held_for: string[];
  flags: ReviewFlag[];
  file_notes: FileNote[];
  mirror_consent: MirrorConsent[];
};

export async function loadTeamDetail(db: Kysely<DB>, basis: SubmissionBasis, today: string, viewer: { id: string; email: string }, samplePercent: number): Promise<TeamDetail> {
  const [level, assignment, events, hold, flags, notes, consent] = await Promise.all([
    reviewerLevelOf(db, viewer.id),
    loadAssignment(db, basis.userId),
    loadReviewEvents(db, basis.userId),
    holdReasons(db, basis, today, samplePercent),
    flagsOf(db, basis, today),
    loadFileNotes(db, basis.userId),
    mirrorConsentsOf(db, basis.userId),
  ]);
  return {
    viewer: { email: viewer.email, level },
    assignment,
    review_events: events.map(({ id: _id, ...event }) => event),
    sign_off: signOffOf(events, basis.state, basis.revision),
    risk_markers: hold.markers,
    held_for: hold.reasons,
    flags,
    file_notes: notes,
    mirror_consent: consent,
  };
}
