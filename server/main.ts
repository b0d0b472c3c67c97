import cluster from 'node:cluster';
import { readConfig } from './config';
import { assertContentValid } from './content/assert-content-valid';
import { startServer } from './cluster/start-server';

const config = readConfig();
if (cluster.isPrimary) assertContentValid();
const server = await startServer(config);

if (cluster.isPrimary) {
  const how = config.workers > 1 ? `${config.workers} worker processes` : 'one process';
  console.log(`Will Writer is running at ${config.baseUrl}/will (port ${server.port}, ${how}, data in ${config.dataDir})`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void server.stop().then(() => process.exit(0));
    });
  }
}
