/**
 * A generated result type (src/__generated__/graphql.ts) as the gateway answers it: codegen leaves
 * `__typename` out, the cache matches fragments by it, so every object of a mock may carry one.
 * Anything else the schema lacks, or a null where it promises a value, is a type error.
 */
export type Answer<T> = T extends readonly (infer E)[]
  ? Answer<E>[]
  : T extends object
    ? { [K in keyof T]: Answer<T[K]> } & { __typename?: string }
    : T;
