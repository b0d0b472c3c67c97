import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDatabase } from './db/database';
import type { Auth } from './auth/auth';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { AddressLookup } from './services/addresses/address-lookup';
import { onError } from './http-errors';
import { securityHeaders } from './middleware/security-headers';
import { originCheck } from './middleware/origin-check';
import { requireUser } from './middleware/require-user';
import { willRoutes } from './routes/will';
import { onboardingAnswerRoutes } from './routes/onboarding-answer';
import { addressRoutes } from './routes/addresses';
import { webAppRoutes } from './routes/web-app';

export type AppDeps = {
  db: AppDatabase;
  auth: Auth;
  clock: Clock;
  addresses: AddressLookup;
  config: Pick<ServerConfig, 'page' | 'trustedOrigins'>;
  webRoot: string;
};

const MAX_BODY_BYTES = 512 * 1024;

/** Builds the whole HTTP app from its dependencies, so tests run the real app over a temporary database. */
export function createApp(deps: AppDeps) {
  const signedIn = requireUser(deps.auth);
  const app = new Hono();
  app.onError(onError);
  app.use('*', securityHeaders());
  app.use('/api/*', originCheck(deps.config.trustedOrigins));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ type: 'too_large', message: 'The request is too large.' }, 413),
    }),
  );
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/api/config', (c) => c.json(deps.config.page));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));
  app.route('/api/addresses', addressRoutes(deps.addresses));
  app.use('/api/will/*', signedIn).use('/api/will', signedIn).route('/api/will', willRoutes(deps));
  app.use('/api/onboarding-answer', signedIn).route('/api/onboarding-answer', onboardingAnswerRoutes(deps));
  app.all('/api/*', (c) => c.json({ type: 'not_found', message: 'Not found' }, 404));
  app.route('/', webAppRoutes(deps.webRoot));
  return app;
}
