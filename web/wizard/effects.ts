import { signIn, signUp } from '../api/auth-api';
import { asksForSecondFactor } from '../api/two-factor-api';
import { sendReferPartnerEmail } from '../api/refer-partner-api';
import { registerLpaInterest } from '../api/lpa-interest-api';
import { accountEffects } from './account-effects';
import { loadedOnce } from '../ui/loaded-once';
import type { productEffects } from './product-effects';
import { refusal } from './effect-refusal';
import { loadAnswers, storeAnswers } from '../onboarding/onboarding-storage';
import { saveOnboardingAnswers } from '../onboarding/save-onboarding-answers';
import { claimStoredReferral } from '../onboarding/claim-referral';
import { safeRedirect } from './safe-redirect';
import { rememberVerificationSent } from '../session/verification-sent';
import { destinationUrl } from './step-route-paths';
import { interpolate } from '../../engine/steps/interpolate';
import type { OnboardingAnswers } from '../../engine/onboarding/onboarding-rules';
import type { Destination } from '../../flows/flow-runner';
import type { EffectName } from './effect-names';
import type { FieldErrors } from './step-errors';
import pages from '../../schemas/copy/pages.json';
import toasts from '../../schemas/copy/toasts.json';
import lpaCopy from '../../schemas/copy/lpa.json';

type Data = Record<string, unknown>;

/** What an effect may use besides the step's answers. */
export type EffectInput = {
  data: Data;
  /** Where the flow says the user goes next, if the step is in a flow. */
  to?: Destination;
  /** The page's query (`redirect`, `type`). */
  search: URLSearchParams;
  signedIn: boolean;
  refreshSession: () => Promise<unknown>;
  reloadWill: () => Promise<void>;
  /** Asks the step's `source` again (a slot someone has just taken leaves the free list). */
  reloadSource: () => Promise<void>;
  toast: (kind: 'success' | 'error', message: string) => void;
};

/** An effect's answer: go on (to its own destination, or the flow's), or stay with field errors or a toast. */
export type EffectOutcome = { ok: true; to?: Destination } | { ok: false; fields?: FieldErrors; toast?: string };

export type Effect = (input: EffectInput) => Promise<EffectOutcome>;

/**
 * After signing up or in: save the onboarding answers kept in the browser and claim a partner invitation it arrived
 * through, then go where the visitor was sent from.
 */
export async function afterSignIn({ search, refreshSession, toast }: Pick<EffectInput, 'search' | 'refreshSession' | 'toast'>): Promise<EffectOutcome> {
  await refreshSession();
  await saveOnboardingAnswers().catch((error: Error) => toast('error', error.message));
  await claimStoredReferral();
  return { ok: true, to: { route: safeRedirect(search.get('redirect')) } };
}

/** The effects of what the service offers beyond the will (./product-effects.ts): a chunk loaded when one runs. */
const products = loadedOnce(() => import('./product-effects'));
const productEffect = (name: keyof typeof productEffects): Effect => async (input) => (await products.load()).productEffects[name](input);

/** The operations with IO a step file can name in `commit` (see effect-names.ts). */
export const effects: Record<EffectName, Effect> = {
  'onboarding.store': async ({ data }) => {
    storeAnswers({ ...loadAnswers(), ...(data as OnboardingAnswers) });
    return { ok: true };
  },

  /** SPEC 4.3: finishing onboarding saves the answers, or first asks a visitor to register. */
  'onboarding.finish': async (input) => {
    const answers = { ...loadAnswers(), ...(input.data as OnboardingAnswers) };
    storeAnswers(answers);
    const target = input.to ? destinationUrl(input.to) : '/will/dashboard';
    if (!input.signedIn) {
      const params = new URLSearchParams({ redirect: target, type: answers.type ?? 'willBasic' });
      return { ok: true, to: { route: `/will/register?${params}` } };
    }
    try {
      await saveOnboardingAnswers();
      return { ok: true };
    } catch (error) {
      return refusal(error);
    }
  },

  'account.register': async (input) => {
    const { name = '', email = '', password = '' } = input.data as Record<string, string | undefined>;
    // Sign-up answers alike whether or not the address has an account (its owner is emailed), so it signs no one
    // in: signing in follows, and fails for a taken address unless the password is the owner's.
    try {
      await signUp({ name, email, password });
      await signIn({ email, password });
      rememberVerificationSent(email);
    } catch (error) {
      return refusal(error, (e) => (e.status === 401 ? { email: [pages.register.emailTaken] } : null));
    }
    return afterSignIn(input);
  },

  'account.signIn': async (input) => {
    const { email = '', password = '' } = input.data as Record<string, string | undefined>;
    try {
      // An account with the second factor on is signed in only once its code is entered.
      if (asksForSecondFactor(await signIn({ email, password }))) {
        const params = new URLSearchParams({ redirect: safeRedirect(input.search.get('redirect')) });
        return { ok: true, to: { route: `/will/two-factor/verify?${params}` } };
      }
    } catch (error) {
      return refusal(error, (e) => (e.status === 401 ? { email: [pages.signIn.wrongDetails] } : null));
    }
    return afterSignIn(input);
  },

  /** SPEC 8: 'Email sent to {name}', then back to the dashboard (the flow's destination). */
  'referPartner.send': async ({ data, toast, reloadWill }) => {
    const partner = { name: String(data.name), email: String(data.email) };
    try {
      await sendReferPartnerEmail(partner);
    } catch (error) {
      return refusal(error, (e) => (e.status === 422 && e.body.fields ? referPartnerFields(e.body.fields) : null));
    }
    toast('success', interpolate(toasts.referPartnerSent, partner));
    await reloadWill();
    return { ok: true };
  },

  /** The LPA register-interest page: records which kinds and how to reach the user, then back to My Will. */
  'lpaInterest.register': async ({ data, toast }) => {
    try {
      await registerLpaInterest({ kinds: data.kinds, phone: data.phone, bestTime: data.bestTime });
    } catch (error) {
      return refusal(error, (e) => (e.status === 422 && e.body.fields ? e.body.fields : null));
    }
    toast('success', lpaCopy.registeredToast);
    return { ok: true, to: { route: '/will/dashboard' } };
  },

  ...accountEffects,
  'mirrorInvitation.send': productEffect('mirrorInvitation.send'),
  'calls.book': productEffect('calls.book'),
};

/** The server keys refer-partner errors `will.partnerReferred.<field>`. */
function referPartnerFields(fields: Record<string, string[]>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([path, messages]) => [path.replace(/^will\.partnerReferred\./, ''), messages]));
}
