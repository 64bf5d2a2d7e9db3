import { serviceConfig, stopOnSignals } from '@brigade/service-kit';
import { startKitchen } from './app';

startKitchen(serviceConfig('kitchen', 4002))
  .then(stopOnSignals)
  .catch((error: unknown) => {
    process.stderr.write(`kitchen failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
