import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { assertContentValid } from './content/assert-content-valid';
import { composeApp } from './compose-app';

const config = readConfig();
assertContentValid();
const app = await composeApp(config);

serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Will Writer is running at ${config.baseUrl}/will (port ${info.port}, data in ${config.dataDir})`);
});
