export {
  startSubgraph,
  type SubgraphOptions,
  type SubgraphParts,
  type SubgraphResolvers,
  type RunningSubgraph,
  type RouteKit,
} from './http/server';
export {
  signCaller,
  claimsSigner,
  verifyClaims,
  claimsVerifier,
  internalKey,
  CLAIMS_HEADER,
  REQUEST_ID_HEADER,
  type Caller,
  type Role,
  type RequestMeta,
  type ClaimsSigner,
  type VerifiedClaims,
} from './auth/claims';
export { createInputParser } from './input/input';
export { nextAccountNumber } from './data/account-numbers';
export { subgraphClient, errorCodes, firstError, type GraphQLReply } from './http/subgraph-client';
export {
  requiredText,
  optionalText,
  requiredName,
  optionalName,
  plainName,
  imageRef,
  email,
  choice,
  phone,
  toE164,
} from './input/input-rules';
export { COMMON_MESSAGES, COMMON_MESSAGE_KEYS, type CommonMessageKey } from './i18n/common-messages';
export { LOCALES, toLocale, createTranslator, type Locale, type Catalogue, type Translate } from './i18n/translate';
export { catalogueProblems, type CatalogueFiles } from './i18n/catalogue-check';
export { createContext, type RequestContext } from './auth/context';
export { requireUser, requireRole, type SignedInCaller } from './auth/access';
export { textSearch, sameText, searchable } from './data/text-search';
export { OBJECT_ID, isObjectId, toObjectId, toObjectIds, parseObjectId, objectId } from './data/object-id';
export { unauthenticated, forbidden, notFound, badUserInput, planLimitReached, paymentOverdue, tooManyRequests } from './http/errors';
export { inUse, type InUseExtensions, type UsedBy, type UsedIn } from './http/in-use';
export { serviceConfig, stopOnSignals, type ServiceConfig } from './http/config';
export { serverConfig, type ServerConfig, type ServerName } from './http/server-config';
export { runExitHooks } from './http/exit-hooks';
export { createMetrics, httpMetrics, type Metrics } from './observability/metrics';
export type { EventParts } from './events';
export { page, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageArgs } from './data/paging';
export { configuredSubgraph, runService, runSeed, withDatabase, type ServiceStarter } from './http/service';
export { schemaFiles, loadTypeDefs, copySchemaFiles } from './http/schema-files';
export { SUBGRAPHS, subgraphUrl, type SubgraphName } from './http/subgraphs';
export { PORTS, type DeployableName } from './http/ports';
export { ownerLookup, MAX_OWNER_IDS, OWNER_TIMEOUT_MS, type OwnerLookup } from './http/owner-lookup';
export { mountOperations, type ReadinessChecks } from './http/operations';
export { monthOf, monthWindow, statsInput, type MonthWindow } from './data/month-window';
export { createLogger, logFormat, requestLevel, type LogFormat, type LogOutput } from './observability/logger';
export { logRequests } from './http/request-log';
export { mountErrorReplies } from './http/http-errors';
export { errorMetricsPlugin } from './observability/graphql-metrics';
export { kafkaLogging } from './observability/kafka-log';
export { usageCaps, inSlot, type UsageCaps, type CapKey, type Grant, type Refusal } from './data/usage-caps';
export { idempotentWrites, IDEMPOTENCY_TTL_SECONDS, type IdempotencyOptions, type IdempotentMutation } from './http/idempotency';
export { IDEMPOTENCY_KEY_HEADER, idempotencyKeyProblem } from './http/idempotency-key';
export { kitchenGate, gatedMutations, type KitchenGate } from './kitchen-gate';
export { bumpReferenceGeneration, cachedBatch, referenceCachePlugin, referenceCollection } from './data/reference-cache';
export { assertNodeRuntime, nodeRuntimeProblem, supportedNodeMajor } from './http/runtime';
export { MAX_ANSWER_ENTRIES, answerSizePlugin, countListEntries } from './http/answer-size';
