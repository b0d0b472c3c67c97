import { Hono } from 'hono';
import { except } from 'hono/combine';
import type { AppDatabase } from './db/database';
import { AUTH_PATH, type Auth } from './auth/auth';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { AddressLookup } from './services/addresses/address-lookup';
import type { Mailer } from './services/mail/mailer';
import type { PaymentGateway } from './services/payments/payment-gateway';
import { onError } from './http-errors';
import { publicAuthAnswer } from './auth/public-auth-answer';
import { apiNoStore, securityHeaders } from './middleware/security-headers';
import { bodyLimit } from './middleware/body-limit';
import { compressAnswers } from './middleware/compress-json';
import { requestLog } from './middleware/request-log';
import { runAfterAnswer } from './middleware/after-answer';
import { originCheck } from './middleware/origin-check';
import { jsonContentType } from './middleware/json-content-type';
import { jsonBodyGuard, withCheckedBody } from './middleware/json-body';
import { databaseRateCounter, rateLimit, userLimitKey } from './middleware/rate-limit';
import { clientIp, withClientIp, type ClientIpEnv } from './middleware/client-ip';
import type { UserEnv } from './middleware/require-user';
import apiErrors from '../schemas/copy/api-errors.json';
import { requireUser } from './middleware/require-user';
import { willRoutes } from './routes/will';
import { draftRoutes } from './routes/draft';
import { referPartnerRoutes } from './routes/refer-partner';
import { partnerReferralRoutes } from './routes/partner-referral';
import { mirrorInvitationRoutes } from './routes/mirror-invitation';
import { resubmitRoutes } from './routes/resubmit';
import { onboardingAnswerRoutes } from './routes/onboarding-answer';
import { addressRoutes } from './routes/addresses';
import { charityRoutes } from './routes/charities';
import { createCharityIndex } from './services/charities/charity-index';
import { webAppRoutes } from './routes/web-app';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { isLocalTestGateway, localGatewayRoutes } from './routes/local-gateway';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { lpaInterestRoutes } from './routes/lpa-interest';
import { callRoutes } from './routes/calls';
import { refundRoutes } from './routes/refund';
import { subscriptionRoutes } from './routes/subscription';
import { billingPortalRoutes } from './routes/billing-portal';
import { reviewRoutes } from './routes/review';
import { willDocumentRoutes } from './routes/will-document';
import { requireReviewer } from './middleware/require-reviewer';
import { requireVerifiedEmail } from './middleware/require-verified-email';
import { accountRoutes } from './routes/account';
import { keepCurrentRoutes, unsubscribeRoutes } from './routes/keep-current';
import { language } from './middleware/language';
import { languageRoutes, rememberOnAccount } from './routes/language';

export type AppDeps = {
  db: AppDatabase;
  auth: Auth;
  clock: Clock;
  addresses: AddressLookup;
  mail: Mailer;
  /** Stripe or the embedded local test gateway (server/services/payments/create-payment-gateway.ts). */
  payments: PaymentGateway;
  config: Pick<ServerConfig, 'page' | 'trustedOrigins' | 'baseUrl' | 'trustedProxyHops' | 'referPartnerLimits' | 'authSecret' | 'hashidSalt' | 'dataDir'> & Partial<Pick<ServerConfig, 'trustee' | 'signOffSamplePercent'>>;
  webRoot: string;
  limits?: Limits;
};

/** Per-client and per-user request budgets; tests that make many requests raise them. */
export type Limits = { addressLookupsPerMinute: number; pdfsPerMinute: number; willSavesPerMinute: number };
const DEFAULT_LIMITS: Limits = { addressLookupsPerMinute: 30, pdfsPerMinute: 20, willSavesPerMinute: 60 };
const MAX_BODY_BYTES = 512 * 1024;
/** A built file that is not a page: under /build/, named with an extension other than .html. */
const BUILT_NON_PAGE = /^\/build\/.*\.(?!html?$)[^./]+$/i;

/** Builds the whole HTTP app from its dependencies, so tests run the real app over a temporary database. */
export function createApp(deps: AppDeps) {
  const signedIn = requireUser(deps.auth);
  const limits = deps.limits ?? DEFAULT_LIMITS;
  // In the database, so that every process serving the app spends from the same budgets.
  const counter = databaseRateCounter(deps.db, deps.config.authSecret);
  const app = new Hono<ClientIpEnv>();
  app.onError(onError);
  app.use('*', ...requestLog());
  app.use('*', runAfterAnswer());
  app.use('*', clientIp(deps.config.trustedProxyHops));
  // Every answer in the reader's language: pages, error messages, emails sent while answering.
  const https = deps.config.baseUrl.startsWith('https://');
  const languageDeps = { db: deps.db, auth: deps.auth, clock: deps.clock, https };
  app.use('*', language({ https, remember: rememberOnAccount(languageDeps) }));
  // A built script or stylesheet needs none of a page's policies (ADR 0011): 47 of them on the welcome page carried
  // 1.2 KB of headers each. Every HTML answer carries them, the built index.html and prerendered pages included.
  app.use('*', except((c) => BUILT_NON_PAGE.test(c.req.path), securityHeaders({ https: deps.config.baseUrl.startsWith('https://') })));
  app.use('/api/*', ...compressAnswers());
  app.use('/will/*', ...compressAnswers());
  app.use('/api/*', apiNoStore());
  app.use('/api/*', originCheck(deps.config.trustedOrigins));
  app.use('/api/*', jsonContentType());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ type: 'too_large', message: apiErrors.tooLarge }, 413),
    }),
  );
  // Every body is checked once here, before any handler (better-auth's too) parses or stores a part of it.
  app.use('/api/*', jsonBodyGuard(AUTH_PATH));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.on(['GET', 'POST'], `${AUTH_PATH}/*`, async (c) => publicAuthAnswer(await deps.auth.handler(withClientIp(withCheckedBody(c, c.req.raw), c.var.clientIp))));
  // Each path's guards first, then the routes: a guard registered before a route runs ahead of its handler.
  // Public and, with a real provider, paid per lookup: limited per client address.
  app.use(
    '/api/addresses',
    rateLimit<ClientIpEnv>({ name: 'addresses', counter, max: limits.addressLookupsPerMinute, windowSeconds: 60, clock: deps.clock, key: (c) => c.var.clientIp, message: apiErrors.rateLimited }),
  );
  // '/api/will/*' also matches '/api/will' itself; registering both ran the session lookup twice per request.
  app.use('/api/will/*', signedIn);
  // Paying and inviting a partner need a confirmed email address; the will itself does not.
  const verifiedEmail = requireVerifiedEmail();
  app.use('/api/will/refer-partner', verifiedEmail);
  // A PDF costs tens of milliseconds of the one server thread: limited per user.
  app.on(
    'GET',
    ['/api/will/draft.pdf', '/api/will/draft-instructions.pdf'],
    rateLimit<UserEnv>({ name: 'pdfs', counter, max: limits.pdfsPerMinute, windowSeconds: 60, clock: deps.clock, key: userLimitKey, message: apiErrors.rateLimited }),
  );
  // Each save stores a revision of up to 512 KB: limited per user, and the history kept is bounded (will-store.ts).
  app.post(
    '/api/will',
    rateLimit<UserEnv>({ name: 'will-saves', counter, max: limits.willSavesPerMinute, windowSeconds: 60, clock: deps.clock, key: userLimitKey, message: apiErrors.willSavesLimited }),
  );
  app.use('/api/partner-referral', signedIn);
  // Mirror-will invitations: sending one emails a typed address, as refer-partner does.
  // Accepting binds the invitation to the address, so the address must be confirmed there too.
  app.use('/api/mirror-invitation/*', signedIn).use('/api/mirror-invitation/*', verifiedEmail);
  app.use('/api/onboarding-answer', signedIn);
  // '/api/cart/*' matches '/api/cart' too (see /api/will above).
  app.use('/api/cart/*', signedIn);
  // The checkout page may read its status unconfirmed, to show itself and then the confirm-your-address message.
  const verifiedForCheckout = requireVerifiedEmail({
    allow: [
      { method: 'GET', path: '/api/checkout/status' },
      // The dashboard reads the money-back guarantee of every paid will; asking for the refund needs the address.
      { method: 'GET', path: '/api/checkout/refund' },
    ],
  });
  // The money-back guarantee (/api/checkout/refund) runs behind this session check too.
  app.use('/api/checkout/*', signedIn, verifiedForCheckout);
  app.use('/api/subscription/*', signedIn);
  app.use('/api/billing-portal', signedIn);
  // The embedded gateway's card form; with Stripe configured, Stripe.js does this and these paths are 404.
  if (isLocalTestGateway(deps.payments)) app.use('/api/local-gateway/*', signedIn);
  // '/api/lpa-interest/*' and '/api/calls/*' match the bare paths too (see /api/will above).
  app.use('/api/lpa-interest/*', signedIn);
  app.use('/api/calls/*', signedIn);
  // The legal team's console: '/api/review/*' needs a session, then the reviewer role.
  app.use('/api/review/*', signedIn, requireReviewer());
  // The account page: its devices, the data export and account deletion. The export renders a PDF and
  // deletion checks a password: both limited per user.
  app.use('/api/account/*', signedIn);
  app.on(
    ['GET', 'POST'],
    ['/api/account/export', '/api/account/delete'],
    rateLimit<UserEnv>({ name: 'account', counter, max: 10, windowSeconds: 15 * 60, clock: deps.clock, key: userLimitKey, message: apiErrors.rateLimited }),
  );

  // The routes, chained so that their types make the HTTP contract (AppType below, web/api's typed client).
  // Public, like the address lookup: the register is open data and the estate screens search it.
  const charities = createCharityIndex(deps.db);
  const partnerLinks = { baseUrl: deps.config.baseUrl, partnerDiscountPercentage: deps.config.page.partner_discount_percentage, referPartnerLimits: deps.config.referPartnerLimits };
  const api = app
    .get('/api/config', (c) => c.json(deps.config.page))
    .route('/api/language', languageRoutes(languageDeps))
    .route('/api/addresses', addressRoutes(deps.addresses))
    .route('/api/charities', charityRoutes(charities))
    // Each invitation emails an address the user typed: the route caps accepted sends per day in the database.
    .route('/api/will/refer-partner', referPartnerRoutes({ ...deps, config: partnerLinks }))
    .route('/api/will/resubmit', resubmitRoutes(deps))
    // The delivered will and the legal team's request for changes.
    .route('/api/will', willDocumentRoutes(deps))
    .route('/api/will', draftRoutes(deps))
    .route('/api/will', willRoutes({ ...deps, charities }))
    .route('/api/partner-referral', partnerReferralRoutes(deps))
    .route('/api/mirror-invitation', mirrorInvitationRoutes({ ...deps, config: partnerLinks }))
    .route('/api/onboarding-answer', onboardingAnswerRoutes(deps))
    .route('/api/cart', cartRoutes(deps))
    .route('/api/checkout', checkoutRoutes({ ...deps, charities }))
    .route('/api/checkout/refund', refundRoutes(deps))
    .route('/api/subscription', subscriptionRoutes(deps))
    .route('/api/billing-portal', billingPortalRoutes(deps))
    .route('/api/local-gateway', localGatewayRoutes(deps.payments))
    // No session: the gateway signs its events (server/routes/stripe-webhook.ts).
    .route('/api/stripe', stripeWebhookRoutes(deps))
    .route('/api/lpa-interest', lpaInterestRoutes(deps))
    .route('/api/calls', callRoutes(deps))
    .route('/api/review', reviewRoutes(deps))
    .route('/api/account/keep-current', keepCurrentRoutes(deps))
    .route('/api/account', accountRoutes(deps))
    // The check-in email's unsubscribe link: no session, the link's own HMAC proves it.
    .route('/api/keep-current', unsubscribeRoutes(deps));
  app.all('/api/*', (c) => c.json({ type: 'not_found', message: apiErrors.notFound }, 404));
  // A signed-in page drawn on the server reads its user's answers from this app, as the browser would.
  app.route('/', webAppRoutes(deps.webRoot, deps.auth, (request, c) => app.fetch(request, c.env)));
  return api;
}

/**
 * The HTTP contract: every API route with its request and its answers by status, as the server's own code types
 * them. web/api's client is `hc<AppType>` (docs/adr/0017-typed-http-contract.md); a changed answer fails to compile there.
 */
export type AppType = ReturnType<typeof createApp>;
