import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * Most entries (objects and fields) one answer may hold: the gateway estimates it before it asks
 * anyone (its query cost, the same figure), and each subgraph counts what it really builds. The
 * estimate cannot know how many lines a sub-recipe has, so a 200-line recipe whose lines name a
 * 200-line sub-recipe passed it at 123 and built 40,000 entries (#43).
 */
export const MAX_ANSWER_ENTRIES = 25_000;

const TOO_BIG = 'QUERY_TOO_COSTLY';
const spent = new WeakMap<object, { entries: number; over: boolean }>();

const tooBig = (max: number) =>
  new GraphQLError(
    `This query asks for too much at once (more than ${max} entries): ask for fewer levels of sub-recipes, fewer aliases or fewer fields`,
    { extensions: { code: TOO_BIG, maxCost: max } },
  );

/** Fields an entry of `type` holds for this selection, lists inside counted once (they count their own entries). */
function widthOf(
  set: SelectionSetNode | undefined,
  type: GraphQLNamedType,
  info: GraphQLResolveInfo,
  fragments = new Set<string>(),
): number {
  if (!set) return 0;
  let width = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : type;
      width += on ? widthOf(selection.selectionSet, on, info, fragments) : 0;
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (!fragment || fragments.has(selection.name.value)) continue;
      const on = info.schema.getType(fragment.typeCondition.name.value);
      width += on ? widthOf(fragment.selectionSet, on, info, new Set(fragments).add(selection.name.value)) : 0;
    } else {
      width += 1;
      const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
      if (field && !isListType(getNullableType(field.type)))
        width += widthOf(selection.selectionSet, getNamedType(field.type), info, fragments);
    }
  }
  return width;
}

const widths = new WeakMap<FieldNode, number>();
function entryWidth(info: GraphQLResolveInfo): number {
  const node = info.fieldNodes[0] as FieldNode;
  let width = widths.get(node);
  if (width === undefined) {
    width = 1 + info.fieldNodes.reduce((sum, n) => sum + widthOf(n.selectionSet, getNamedType(info.returnType), info), 0);
    widths.set(node, width);
  }
  return width;
}

const budgetOf = (context: unknown) => {
  if (typeof context !== 'object' || context === null) return undefined;
  const budget = spent.get(context) ?? { entries: 0, over: false };
  spent.set(context, budget);
  return budget;
};

/**
 * Counts, per request, the entries every list field answers (its length times the fields each
 * entry holds). Once an answer would hold more than `max`, every list in it answers empty: the
 * rest of the answer costs next to nothing, and answerSizePlugin replaces it with one error. Only
 * list fields are wrapped: a hook on every field (Apollo's willResolveField) cost a few per cent of
 * CPU (#26), and only a list can multiply an answer.
 */
export function countListEntries(schema: GraphQLSchema, max = MAX_ANSWER_ENTRIES): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const budget = budgetOf(context);
        if (budget?.over) return [];
        const count = (value: unknown) => {
          if (!budget || !Array.isArray(value)) return value;
          budget.entries += value.length * entryWidth(info);
          if (budget.entries <= max) return value;
          budget.over = true;
          return [];
        };
        const value: unknown = resolve(source, args, context, info);
        return value instanceof Promise ? value.then(count) : count(value);
      };
    }
  }
  return schema;
}

/**
 * An answer stopped by countListEntries is one error and no data: not the thousands of field
 * errors and the half-built data the stop left behind.
 */
export function answerSizePlugin<TContext extends object>(max = MAX_ANSWER_ENTRIES): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (!spent.get(contextValue)?.over || response.body.kind !== 'single') return;
          const error = tooBig(max);
          response.body.singleResult = { errors: [{ message: error.message, extensions: error.extensions }] };
        },
      };
    },
  };
}
