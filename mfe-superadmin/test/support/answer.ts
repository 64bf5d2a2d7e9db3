import type { TypedDocumentNode } from '@apollo/client';
import type { Answer } from '@brigade/test-kit/fixtures/answer';

/** The generated result type of a typed document. */
export type DataOf<D> = D extends TypedDocumentNode<infer T, never> ? T : never;
type Item<T> = T extends readonly (infer E)[] ? E : T;

/**
 * One object of `D`'s answer under its field `K` (an element, when the field is a list), as a mock
 * gives it: a fixture shared by several mocks (`const harbour = { … } satisfies AnswerOf<typeof ACTIVE_KITCHENS, 'getActiveKitchen'>`)
 * cannot name a field the schema lacks.
 */
export type AnswerOf<D, K extends keyof DataOf<D>> = Answer<Item<NonNullable<DataOf<D>[K]>>>;
