/**
 * The federated-query scenario, shared by the k6 script and the autocannon harness: no imports,
 * so both runtimes can load it. A kitchen admin reads their kitchen and its owner, which the
 * gateway plans across the kitchen and identity subgraphs.
 */
export const DEMO_KITCHEN_ID = '64b000000000000000000001';
export const SIGN_IN_EMAIL = 'admin@demo.brigade.local';
export const DEFAULT_PASSWORD = 'Brigade!2026';
/** Distinct tokens the requests rotate through (each sign-in mints a new one). */
export const TOKEN_COUNT = 40;
export const CONNECTIONS = 20;

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { Authenticate(input: { email: $email, password: $password }) { token } }`;
export const FEDERATED_QUERY = `query Kitchen($id: ID!) { getKitchenById(id: $id) { name owner { email fName } } }`;
/** The part the kitchen subgraph answers alone, for the direct-to-subgraph comparison. */
export const SUBGRAPH_QUERY = `query Kitchen($id: ID!) { getKitchenById(id: $id) { name owner { id } } }`;

export const THRESHOLDS = { p95Ms: 250, errorRate: 0.01 };
