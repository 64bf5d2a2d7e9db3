export { startSubgraph, type SubgraphOptions, type SubgraphParts, type RunningSubgraph } from './server';
export { signCaller, verifyCaller, internalKey, CLAIMS_HEADER, REQUEST_ID_HEADER, type Caller, type Role } from './claims';
export { createContext, type RequestContext } from './context';
export { requireUser, requireRole, hasRole, tenantFilter, type SignedInCaller } from './access';
export { unauthenticated, forbidden, notFound, badUserInput, planLimitReached, paymentOverdue } from './errors';
export { serviceConfig, stopOnSignals, type ServiceConfig } from './config';
export { createMetrics, httpMetrics, type Metrics } from './metrics';
export type { EventParts } from './events';
