import { startTracing } from '@brigade/service-kit/tracing';

// Imported first by main.ts: instrumentation must be in place before http, express and mongodb load.
startTracing('kitchen');
