export { adminOf, anonymous, cookOf, objectId, superAdmin, user, type UserCaller } from './callers';
export { dataOf, errorCodes, gql, gqlData, SEED_PASSWORD, signIn, type Reply } from './graphql';
export {
  startSubgraphHarness,
  TEST_KEY,
  type SubgraphCall,
  type SubgraphHarness,
  type SubgraphHarnessOptions,
  type SubgraphStart,
} from './harness/subgraph';
export { mailbox, type Mailbox } from './mail';
export * from './stack';
export { until, type UntilOptions } from './until';
