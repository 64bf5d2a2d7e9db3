import { serviceConfig, stopOnSignals } from '@brigade/service-kit';
import { startIdentity } from './app';

startIdentity(serviceConfig('identity', 4001))
  .then(stopOnSignals)
  .catch((error: unknown) => {
    process.stderr.write(`identity failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
