import type { Document } from 'bson';
import { comparable } from '../bson-values';
import { CommandError } from '../errors';
import { makeQuery } from './mingo-context';
import { isPlainObject } from './paths';

/** What positional parts need: the command's filter (`$`) and its arrayFilters (`$[id]`). */
export type PositionalContext = { filter?: Document; arrayFilters?: Document[] };

const isIndex = (part: string) => /^\d+$/.test(part);
const identifierOf = (part: string) => (part.startsWith('$[') && part.endsWith(']') && part !== '$[]' ? part.slice(2, -1) : undefined);

/** The filter's conditions on `arrayPath` or below it, from the top level and from `$and`. */
function conditionsOn(filter: Document, arrayPath: string): Document[] {
  const out: Document[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const member of value) if (isPlainObject(member)) out.push(...conditionsOn(member, arrayPath));
    } else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) {
      out.push({ [key]: value });
    }
  }
  return out;
}

/** `{a: {b: [element]}}` for `a.b`: a document in which the array holds only `element`. */
function holding(arrayPath: string, element: unknown): Document {
  return arrayPath
    .split('.')
    .reverse()
    .reduce<unknown>((inner, part) => ({ [part]: inner }), [element]) as Document;
}

/** The index `$` stands for: the first element the query's conditions on that array matched. */
function firstMatch(array: unknown[], arrayPath: string, ctx: PositionalContext): number {
  const conditions = conditionsOn(comparable(ctx.filter ?? {}), arrayPath);
  if (conditions.length > 0) {
    const query = makeQuery({ $and: conditions });
    const index = array.findIndex((element) => query.test(holding(arrayPath, comparable(element))));
    if (index >= 0) return index;
  }
  throw new CommandError('BadValue', 'The positional operator did not find the match needed from the query.');
}

/**
 * Rewrites one update path with positional parts (`$`, `$[]`, `$[id]`) into the concrete paths it
 * stands for in `doc`, as MongoDB resolves them before it changes anything: each part against the
 * document as it was, so `{'a.$.x': 1, 'a.$.y': 2}` both reach the element the query matched.
 */
function concretePaths(doc: Document, path: string, ctx: PositionalContext, used: Set<string>): string[] {
  const parts = path.split('.');
  let states: { prefix: string[]; node: unknown }[] = [{ prefix: [], node: doc }];
  for (const part of parts) {
    const next: typeof states = [];
    for (const { prefix, node } of states) {
      const positional = part === '$' || part === '$[]' || identifierOf(part) !== undefined;
      if (!positional) {
        const child = isPlainObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
        next.push({ prefix: [...prefix, part], node: child });
        continue;
      }
      const arrayPath = prefix.join('.');
      if (!Array.isArray(node)) {
        if (node === undefined)
          throw new CommandError('BadValue', `The path '${arrayPath}' must exist in the document in order to apply array updates.`);
        throw new CommandError('BadValue', `Cannot apply array updates to non-array element ${arrayPath}: ${JSON.stringify(node)}`);
      }
      let indexes: number[];
      if (part === '$') indexes = [firstMatch(node, arrayPath, ctx)];
      else if (part === '$[]') indexes = node.map((_, i) => i);
      else indexes = matchingFilter(node, identifierOf(part) as string, path, ctx, used);
      for (const i of indexes) next.push({ prefix: [...prefix, String(i)], node: node[i] });
    }
    states = next;
  }
  return states.map((s) => s.prefix.join('.'));
}

/** The indexes whose element passes the array filter named `identifier`. */
function matchingFilter(array: unknown[], identifier: string, path: string, ctx: PositionalContext, used: Set<string>): number[] {
  const filter = ctx.arrayFilters?.find((f) => Object.keys(f).some((k) => k === identifier || k.startsWith(`${identifier}.`)));
  if (!filter) throw new CommandError('BadValue', `No array filter found for identifier '${identifier}' in path '${path}'`);
  used.add(identifier);
  const query = makeQuery(comparable(filter));
  return array.flatMap((element, i) => (query.test({ [identifier]: comparable(element) }) ? [i] : []));
}

/** What MongoDB refuses as an update path: an empty one or one with an empty part, and `$` names that are not positional. */
function refuseBadPath(path: string): void {
  if (path === '') throw new CommandError('EmptyFieldName', 'An empty update path is not valid.');
  const parts = path.split('.');
  if (parts.some((part) => part === '')) {
    throw new CommandError('EmptyFieldName', `The update path '${path}' contains an empty field name, which is not allowed.`);
  }
  const dollar = parts.find(
    (part, i) => part.startsWith('$') && !(i > 0 && (part === '$' || part === '$[]' || identifierOf(part) !== undefined)),
  );
  if (dollar)
    throw new CommandError('DollarPrefixedFieldName', `The dollar ($) prefixed field '${dollar}' in '${path}' is not valid for storage.`);
}

/**
 * The update with every positional path replaced by the concrete paths it reaches in `doc`. Two
 * paths of one operator that reach the same place conflict, and every array filter must be used,
 * as MongoDB requires.
 */
export function withConcretePaths(doc: Document, update: Document, ctx: PositionalContext): Document {
  const used = new Set<string>();
  const out: Document = {};
  for (const [op, expr] of Object.entries(update)) {
    if (!isPlainObject(expr)) {
      out[op] = expr;
      continue;
    }
    const rewritten: Document = {};
    for (const [path, operand] of Object.entries(expr)) {
      refuseBadPath(path);
      const concrete = path.includes('$') ? concretePaths(doc, path, ctx, used) : [path];
      for (const target of concrete) {
        if (target in rewritten) {
          throw new CommandError('ConflictingUpdateOperators', `Updating the path '${path}' would create a conflict at '${target}'`);
        }
        rewritten[target] = operand;
      }
    }
    out[op] = rewritten;
  }
  for (const filter of ctx.arrayFilters ?? []) {
    const identifier = (Object.keys(filter)[0] ?? '').split('.')[0] as string;
    if (!used.has(identifier)) {
      throw new CommandError(
        'FailedToParse',
        `The array filter for identifier '${identifier}' was not used in the update ${describe(update)}`,
      );
    }
  }
  return out;
}

function describe(value: unknown): string {
  return JSON.stringify(comparable(value)) ?? String(value);
}

/**
 * `$set` of one concrete path, as MongoDB does it: missing objects on the way are created, an
 * array index past the end pads the array with nulls, and a path through a scalar, or a field
 * name on an array, is PathNotViable.
 */
export function setField(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: unknown = doc;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    if (Array.isArray(node)) {
      if (!isIndex(part))
        throw new CommandError('PathNotViable', `Cannot create field '${part}' in element {${parts[i - 1] ?? ''}: ${describe(node)}}`);
      const index = Number(part);
      while (node.length < index) node.push(null);
      if (last) node[index] = value;
      else if (node[index] === undefined) node[index] = {};
      node = node[index];
    } else if (isPlainObject(node)) {
      if (last) node[part] = value;
      else if (node[part] === undefined) node[part] = {};
      node = node[part];
    } else {
      throw new CommandError('PathNotViable', `Cannot create field '${part}' in element {${parts[i - 1] ?? ''}: ${describe(node)}}`);
    }
  }
}

/** `$unset` of one concrete path: a field is removed, an array element becomes null, a missing path is no change. */
export function unsetField(doc: Document, path: string): void {
  const parts = path.split('.');
  let node: unknown = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isPlainObject(node) && !Array.isArray(node)) return;
    node = (node as Record<string, unknown>)[parts[i] as string];
  }
  const last = parts[parts.length - 1] as string;
  if (Array.isArray(node)) {
    if (isIndex(last) && Number(last) < node.length) node[Number(last)] = null;
  } else if (isPlainObject(node)) {
    delete node[last];
  }
}

/** MongoDB's order for the fields an update creates: numeric names by number, others bytewise. */
function fieldOrder(a: string, b: string): number {
  if (isIndex(a) && isIndex(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * MongoDB (5.0+) applies an update's fields in lexicographic order, so the fields it creates in an
 * object come after the existing ones, sorted, whatever order the update named them in. Only the
 * objects on the update's paths can hold new fields, so only they are looked at.
 */
export function orderNewFields(before: Document, after: Document, paths: string[]): void {
  for (const path of paths) {
    let old: unknown = before;
    let node: unknown = after;
    for (const part of path.split('.')) {
      if (isPlainObject(node)) {
        const object = node;
        const existing = isPlainObject(old) ? old : {};
        const created = Object.keys(object).filter((key) => !Object.prototype.hasOwnProperty.call(existing, key));
        if (created.length > 1 || (created.length === 1 && Object.keys(object).at(-1) !== created[0])) {
          const values = created.sort(fieldOrder).map((key) => [key, object[key]] as const);
          for (const [key] of values) delete object[key];
          for (const [key, value] of values) object[key] = value;
        }
      } else if (!Array.isArray(node)) break;
      old = isPlainObject(old) || Array.isArray(old) ? (old as Record<string, unknown>)[part] : undefined;
      node = (node as Record<string, unknown>)[part];
    }
  }
}
