export {
  startSubgraph,
  type SubgraphOptions,
  type SubgraphParts,
  type SubgraphResolvers,
  type RunningSubgraph,
  type RouteKit,
} from './server';
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
} from './claims';
export { createInputParser } from './input';
export { nextAccountNumber } from './account-numbers';
export { subgraphClient, errorCodes, firstError, type GraphQLReply } from './subgraph-client';
export { requiredText, optionalText, requiredName, optionalName, plainName, imageRef, email, choice, phone, toE164 } from './input-rules';
export { COMMON_MESSAGES, COMMON_MESSAGE_KEYS, type CommonMessageKey } from './common-messages';
export { LOCALES, toLocale, createTranslator, type Locale, type Catalogue, type Translate } from './i18n';
export { catalogueProblems, type CatalogueFiles } from './catalogue-check';
export { createContext, type RequestContext } from './context';
export { requireUser, requireRole, type SignedInCaller } from './access';
export { textSearch, sameText, searchable } from './text-search';
export { unauthenticated, forbidden, notFound, badUserInput, planLimitReached, paymentOverdue, tooManyRequests } from './errors';
export { serviceConfig, stopOnSignals, type ServiceConfig } from './config';
export { runExitHooks } from './exit-hooks';
export { createMetrics, httpMetrics, type Metrics } from './metrics';
export type { EventParts } from './events';
export { page, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageArgs } from './paging';
export { configuredSubgraph, runService, runSeed, withDatabase, type ServiceStarter } from './service';
export { schemaFiles, loadTypeDefs, copySchemaFiles } from './schema-files';
export { SUBGRAPHS, subgraphUrl, type SubgraphName } from './subgraphs';
export { ownerLookup, MAX_OWNER_IDS, OWNER_TIMEOUT_MS, type OwnerLookup } from './owner-lookup';
export { mountOperations, type ReadinessChecks } from './operations';
export { monthOf, monthWindow, statsInput, type MonthWindow } from './month-window';
export { createLogger, logFormat, requestLevel, type LogFormat, type LogOutput } from './logger';
export { logRequests } from './request-log';
export { mountErrorReplies } from './http-errors';
export { errorMetricsPlugin } from './graphql-metrics';
export { kafkaLogging } from './kafka-log';
export { usageCaps, inSlot, type UsageCaps, type CapKey, type Grant, type Refusal } from './usage-caps';
export { idempotentWrites, IDEMPOTENCY_TTL_SECONDS, type IdempotencyOptions, type IdempotentMutation } from './idempotency';
export { IDEMPOTENCY_KEY_HEADER, idempotencyKeyProblem } from './idempotency-key';
export { kitchenGate, gatedMutations, type KitchenGate } from './kitchen-gate';
export { bumpReferenceGeneration, cachedBatch, referenceCachePlugin, referenceCollection } from './reference-cache';
export { assertNodeRuntime, nodeRuntimeProblem, supportedNodeMajor } from './runtime';
export { MAX_ANSWER_ENTRIES, answerSizePlugin, countListEntries } from './answer-size';
