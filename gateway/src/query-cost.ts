import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_ANSWER_ENTRIES } from '@brigade/service-kit';

/** Most result entries (objects and fields) one request may ask for: each subgraph counts the same limit as it answers. */
export const MAX_QUERY_COST = MAX_ANSWER_ENTRIES;
/** service-kit's page(): what a list gives without `sizePerPage`, and the most it gives. */
const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;
/** An unpaged list (a recipe's steps, lines, allergens): counted as this many entries. */
export const LIST_SIZE = 10;
const PAGE_ARGUMENT = 'sizePerPage';

type Walk = { schema: GraphQLSchema; fragments: Map<string, FragmentDefinitionNode>; variables: Record<string, unknown> };

function pageSize(field: FieldNode, walk: Walk): number {
  const arg = field.arguments?.find((a) => a.name.value === PAGE_ARGUMENT)?.value;
  let size: unknown = DEFAULT_PAGE;
  if (arg?.kind === Kind.INT) size = Number(arg.value);
  else if (arg?.kind === Kind.VARIABLE) size = walk.variables[arg.name.value] ?? DEFAULT_PAGE;
  return typeof size === 'number' && Number.isFinite(size) ? Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE) : DEFAULT_PAGE;
}

/**
 * Entries the answer can hold: each field counts once per time it appears, and what is inside a
 * list counts once per entry, a page's records `sizePerPage` times (the argument, its variable,
 * or the default page) and any other list LIST_SIZE times. Aliases count each; a fragment counts
 * where it is spread. `paged`: the parent was a paged field, whose multiplier already counts its records.
 */
function cost(
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  times: number,
  paged: boolean,
  walk: Walk,
  seen: Set<string>,
): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      total += cost(selection.selectionSet, on, times, paged, walk, seen);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      const on = walk.schema.getType(fragment.typeCondition.name.value);
      total += cost(fragment.selectionSet, on, times, paged, walk, new Set(seen).add(fragment.name.value));
      continue;
    }
    total += times;
    if (!selection.selectionSet) continue;
    const definition = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
    const isPage = definition?.args.some((a) => a.name === PAGE_ARGUMENT) ?? false;
    const isList = definition ? isListType(getNullableType(definition.type)) : false;
    const size = isPage ? pageSize(selection, walk) : isList && !paged ? LIST_SIZE : 1;
    total += cost(selection.selectionSet, definition && getNamedType(definition.type), times * size, isPage, walk, seen);
  }
  return total;
}

export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
) {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return cost(operation.selectionSet, root ?? undefined, 1, false, { schema, fragments, variables }, new Set());
}

/**
 * Refuses, before any subgraph is asked, an operation whose answer could hold more than `maxCost`
 * entries. graphql-armor's cost limit multiplies only by literal `first`/`last`, so 15 aliases of a
 * 100-recipe page with their steps and lines passed it and came back as megabytes. Run once the
 * operation is known, where the variables (a page size is usually one) are.
 */
export function queryCostPlugin<TContext extends object>(maxCost = MAX_QUERY_COST): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const found = queryCost(schema, document, operation, request.variables ?? {});
          if (found <= maxCost) return;
          throw new GraphQLError(
            `This query asks for too much at once (cost ${found}, at most ${maxCost}): ask for fewer entries per page, fewer aliases or fewer fields`,
            { extensions: { code: 'QUERY_TOO_COSTLY', cost: found, maxCost, http: { status: 400 } } },
          );
        },
      };
    },
  };
}
