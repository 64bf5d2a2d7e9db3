/**
 * The sign-in scenario, shared by the k6 script and the autocannon harness: people signing in
 * through the gateway. Each one costs an argon2id verification (deliberately slow), so this
 * measures how many sign-ins a second identity sustains, not the gateway.
 */
export const SIGN_IN_EMAIL = 'cook@demo.brigade.local';
export const DEFAULT_PASSWORD = 'Brigade!2026';
export const SIGN_IN_CONNECTIONS = 8;
export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { Authenticate(input: { email: $email, password: $password }) { token } }`;
export const SIGN_IN_THRESHOLDS = { p95Ms: 1500, errorRate: 0.01 };
