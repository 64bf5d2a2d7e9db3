import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ACTIVE_KITCHENS } from '@brigade/console-kit';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';

/** The one kitchen the catalog lists' owner filters and forms offer besides the platform. */
export const activeKitchens = mockAnswer(
  ACTIVE_KITCHENS,
  undefined,
  { getActiveKitchen: [{ __typename: 'Kitchen', id: 'k1', name: 'Chez Anna' }] },
  { maxUsageCount: 10 },
);

/**
 * The answer to a catalog list's first page (10 a page) asked with `filters`: categories, sub-categories,
 * ingredients. `data` is the list field with its `total` and `records`.
 */
export function firstPage<TData, TVariables extends OperationVariables & { filters?: unknown }>(
  list: TypedDocumentNode<TData, TVariables>,
  filters: TVariables['filters'],
  data: Answer<TData>,
  maxUsageCount?: number,
) {
  return mockAnswer(list, { pageNo: 1, sizePerPage: 10, filters } as unknown as TVariables, data, { maxUsageCount });
}
