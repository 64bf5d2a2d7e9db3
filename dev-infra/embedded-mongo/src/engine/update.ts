import { update as mingoUpdate } from 'mingo';
import { makeAggregator, makeQuery } from './mingo-context';
import { Decimal128, Double, Long, ObjectId, type Document } from 'bson';
import { cloneDeep, isEqual } from 'mingo/util';
import { comparable, isInt32, isNumericWrapper, normalizeInPlace, numericValue } from '../bson-values';
import { CommandError } from '../errors';
import { compareValues } from '../compare';
import { getPath, isPlainObject } from './paths';
import { mingoOptions } from './query';
import { decimalArithmetic } from './decimal-arithmetic';
import { typeAlias } from './type-operator';
import { orderNewFields, setField, unsetField, withConcretePaths } from './update-paths';

const MINGO_OPERATORS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$unset',
]);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export function classifyUpdate(u: unknown): UpdateKind {
  if (Array.isArray(u)) return 'pipeline';
  if (!isPlainObject(u)) throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) return 'operators';
  const op = keys.find((k) => k.startsWith('$'));
  if (op) {
    throw new CommandError(
      'FailedToParse',
      `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return 'replacement';
}

type Numeric = number | Double | Long | Decimal128;
const isNumeric = (v: unknown): v is Numeric => typeof v === 'number' || isNumericWrapper(v);
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** A stored plain number is a double unless it is integral and fits in 32 bits (bson-values.ts). */
const isDouble = (v: Numeric) => v instanceof Double || (typeof v === 'number' && !isInt32(v));

const toBigInt = (v: Numeric) => BigInt(typeof v === 'number' ? v : v.toString());

/** MongoDB's arithmetic: result type is the widest of int < long < double < decimal, and an int
 * result that overflows 32 bits becomes a long; a long that overflows is an error. */
function arithmetic(op: '$inc' | '$mul', a: Numeric, b: Numeric, path: string): Numeric {
  if (a instanceof Decimal128 || b instanceof Decimal128) return decimalArithmetic(op, a, b);
  const result = op === '$inc' ? numericValue(a) + numericValue(b) : numericValue(a) * numericValue(b);
  if (isDouble(a) || isDouble(b)) return new Double(result);
  if (!(a instanceof Long) && !(b instanceof Long) && isInt32(result)) return result;
  const exact = op === '$inc' ? toBigInt(a) + toBigInt(b) : toBigInt(a) * toBigInt(b);
  if (exact < LONG_MIN || exact > LONG_MAX) {
    throw new CommandError(
      'BadValue',
      `Failed to apply ${op} operations to current value for field '${path}': the result overflows a 64-bit integer`,
    );
  }
  return Long.fromBigInt(exact);
}

function refuseNonArray(op: string, path: string, current: unknown, id: unknown): void {
  if (current === undefined || Array.isArray(current)) return;
  if (op === '$pop') {
    throw new CommandError('TypeMismatch', `Path '${path}' contains an element of non-array type '${typeAlias(current)}'`);
  }
  if (op === '$pull' || op === '$pullAll') throw new CommandError('BadValue', `Cannot apply ${op} to a non-array value`);
  throw new CommandError(
    'BadValue',
    `The field '${path}' must be an array but is of type ${typeAlias(current)} in document {_id: ${JSON.stringify(id)}}`,
  );
}

/** Two operators may not touch the same path, or a path and its parent. */
function refuseConflicts(u: Document): void {
  const paths = Object.values(u).flatMap((expr) => (isPlainObject(expr) ? Object.keys(expr) : []));
  for (let i = 0; i < paths.length; i++) {
    for (let j = i + 1; j < paths.length; j++) {
      const [a, b] = [paths[i] as string, paths[j] as string];
      if (a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`)) {
        const shorter = a.length <= b.length ? a : b;
        throw new CommandError('ConflictingUpdateOperators', `Updating the path '${b}' would create a conflict at '${shorter}'`);
      }
    }
  }
}

/** $addToSet with MongoDB's equality (embedded documents compare field by field, in order). */
function addToSet(current: unknown, operand: unknown): unknown[] {
  const list = Array.isArray(current) ? [...current] : [];
  const values = isPlainObject(operand) && Array.isArray(operand.$each) ? operand.$each : [operand];
  for (const value of values) {
    if (!list.some((el) => compareValues(comparable(el), comparable(value)) === 0)) list.push(value);
  }
  return list;
}

/** Top-level query operators: a $pull condition starting with one is a query on each element. */
const TOP_LEVEL_OPERATORS = new Set(['$and', '$or', '$nor', '$expr', '$where', '$text', '$comment', '$jsonSchema']);

/**
 * $pull as MongoDB decides what an element matches (pull_node.cpp): a document condition whose
 * first field is a field operator (`$gte`, `$in`, ...) tests the element itself; any other document
 * (field names, or `$or` and its kin) is a query each document element must match; anything else
 * is equality. mingo wraps every condition that holds an operator, so `$or` removed nothing.
 */
function pull(current: unknown[], condition: unknown): unknown[] {
  let matches: (element: unknown) => boolean;
  const first = isPlainObject(condition) ? Object.keys(condition)[0] : undefined;
  if (isPlainObject(condition) && first !== undefined && first.startsWith('$') && !TOP_LEVEL_OPERATORS.has(first)) {
    const query = makeQuery({ k: comparable(condition) });
    matches = (element) => query.test({ k: comparable(element) });
  } else if (isPlainObject(condition)) {
    const query = makeQuery(comparable(condition));
    matches = (element) => isPlainObject(element) && query.test(comparable(element));
  } else {
    const wanted = comparable(condition);
    matches = (element) => compareValues(comparable(element), wanted) === 0;
  }
  return current.filter((element) => !matches(element));
}

/**
 * mingo does arithmetic on JS numbers, skips non-numeric or non-array targets silently and
 * compares embedded documents regardless of field order; MongoDB keeps BSON types, refuses
 * wrong targets and is order-sensitive. On plain (non-positional) paths this computes those
 * operators here and hands mingo checked $sets; positional paths stay with mingo.
 */
function typedModifier(doc: Document, u: Document): Document {
  refuseConflicts(u);
  const out: Document = { ...u };
  const sets: Document = { ...(isPlainObject(u.$set) ? u.$set : {}) };
  for (const op of ['$inc', '$mul', '$min', '$max', '$push', '$addToSet', '$pull', '$pullAll', '$pop'] as const) {
    const expr = u[op];
    if (!isPlainObject(expr)) continue;
    const rest: Document = {};
    for (const [path, operand] of Object.entries(expr)) {
      if (path.includes('$')) {
        rest[path] = comparable(operand);
        continue;
      }
      const current = getPath(doc, path);
      if (op === '$inc' || op === '$mul') {
        if (!isNumeric(operand)) {
          const verb = op === '$inc' ? 'increment' : 'multiply';
          throw new CommandError('TypeMismatch', `Cannot ${verb} with non-numeric argument: {${path}: ${JSON.stringify(operand)}}`);
        }
        if (current !== undefined && !isNumeric(current)) {
          throw new CommandError(
            'TypeMismatch',
            `Cannot apply ${op} to a value of non-numeric type. {_id: ${JSON.stringify(doc._id)}} has the field '${path}' of non-numeric type ${typeAlias(current)}`,
          );
        }
        sets[path] = arithmetic(op, isNumeric(current) ? current : 0, operand, path);
      } else if (op === '$min' || op === '$max') {
        if (isNumeric(current) && isNumeric(operand) && (isNumericWrapper(current) || isNumericWrapper(operand))) {
          const replace = op === '$min' ? numericValue(operand) < numericValue(current) : numericValue(operand) > numericValue(current);
          if (replace) sets[path] = operand;
        } else {
          rest[path] = operand;
        }
      } else {
        refuseNonArray(op, path, current, doc._id);
        if (op === '$addToSet') sets[path] = addToSet(current, operand);
        else if (op === '$pull') {
          const kept = Array.isArray(current) ? pull(current, operand) : current;
          if (Array.isArray(current) && kept !== current && (kept as unknown[]).length !== current.length) sets[path] = kept;
        } else rest[path] = operand;
      }
    }
    if (Object.keys(rest).length) out[op] = rest;
    else delete out[op];
  }
  if (Object.keys(sets).length) out.$set = sets;
  return out;
}

function mapMingoError(error: unknown): never {
  if (error instanceof CommandError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  if (/conflict/i.test(message)) throw new CommandError('ConflictingUpdateOperators', message);
  if (/immutable field/i.test(message)) throw new CommandError('ImmutableField', message);
  if (/non-numeric/i.test(message)) throw new CommandError('TypeMismatch', message);
  throw new CommandError('BadValue', message);
}

export type UpdateOutcome = { doc: Document; wrapped: boolean; changed: boolean };

export type UpdateContext = {
  arrayFilters?: Document[];
  /** The command's filter, which positional `$` paths need. */
  filter?: Document;
  /** True when the document is being created by an upsert ($setOnInsert applies). */
  inserting?: boolean;
  /** The command's `let`, for a pipeline update's `$$name`. */
  variables?: Document;
};

/**
 * `$set` (or an upsert's `$setOnInsert`) may name `_id`: allowed when it gives a new document its
 * id or repeats the current one, ImmutableField otherwise. mingo refuses any `_id` path, so it is
 * handled here and removed from what mingo sees.
 */
function takeIdFromSet(next: Document, modifier: Document): void {
  const set = modifier.$set as Document | undefined;
  if (!set || !('_id' in set)) return;
  const { _id: id, ...rest } = set;
  if (next._id === undefined) next._id = id;
  else if (!isEqual(comparable(id), comparable(next._id))) {
    throw new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  modifier.$set = rest;
}

function applyOperators(doc: Document, u: Document, ctx: UpdateContext): Document {
  for (const key of Object.keys(u)) {
    if (key !== '$setOnInsert' && !MINGO_OPERATORS.has(key)) {
      throw new CommandError(
        'FailedToParse',
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(u[key])) {
      throw new CommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeAlias(u[key])} instead. For example: {$mod: {<field>: ...}} not {${key}: ${JSON.stringify(u[key])}}`,
      );
    }
  }
  // $setOnInsert conflicts with another operator on the same path whether or not this is an insert.
  if (isPlainObject(u.$setOnInsert)) refuseConflicts(u);
  let modifier: Document = { ...u };
  if (ctx.inserting && isPlainObject(u.$setOnInsert)) modifier.$set = { ...(modifier.$set ?? {}), ...u.$setOnInsert };
  delete modifier.$setOnInsert;
  const next = cloneDeep(doc) as Document;
  takeIdFromSet(next, modifier);
  const concrete = withConcretePaths(next, modifier, ctx);
  const paths = Object.entries(concrete).flatMap(([op, expr]) =>
    op === '$rename' ? Object.values(expr as Document) : Object.keys(expr as Document),
  );
  modifier = typedModifier(next, concrete);
  // $set and $unset are ours (arrays padded with nulls, MongoDB's PathNotViable); mingo fails on both.
  const { $set: sets, $unset: unsets, ...others } = modifier;
  for (const [path, value] of Object.entries((sets ?? {}) as Document)) setField(next, path, cloneDeep(value));
  for (const path of Object.keys((unsets ?? {}) as Document)) unsetField(next, path);
  for (const key of Object.keys(others)) if (Object.keys(others[key] as Document).length === 0) delete others[key];
  if (Object.keys(others).length > 0) {
    try {
      mingoUpdate(next, others, undefined, undefined, { cloneMode: 'deep' });
    } catch (error) {
      mapMingoError(error);
    }
  }
  orderNewFields(doc, next, paths as string[]);
  return next;
}

function applyPipeline(view: Document, pipeline: Document[], variables?: Document): Document {
  for (const stage of pipeline) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name || !PIPELINE_STAGES.has(name)) {
      throw new CommandError('InvalidOptions', `${String(name)} is not allowed to be used within an update`);
    }
  }
  try {
    const [out] = makeAggregator(pipeline, mingoOptions(undefined, variables)).run([cloneDeep(view) as Document]);
    return (out ?? {}) as Document;
  } catch (error) {
    return mapMingoError(error);
  }
}

/** Computes the new version of `doc` (stored form) for an update document or pipeline. */
export function applyUpdate(doc: Document, view: Document, u: Document | Document[], ctx: UpdateContext): UpdateOutcome {
  const kind = classifyUpdate(u);
  let next: Document;
  if (kind === 'pipeline') next = applyPipeline(view, u as Document[], ctx.variables);
  else if (kind === 'operators') next = applyOperators(doc, u as Document, ctx);
  else {
    const replacement = u as Document;
    if (replacement._id !== undefined && !isEqual(comparable(replacement._id), comparable(doc._id))) {
      throw new CommandError(
        'ImmutableField',
        "After applying the update, the (immutable) field '_id' was found to have been altered to _id: " + JSON.stringify(replacement._id),
      );
    }
    const { _id: _ignored, ...rest } = replacement;
    next = { _id: doc._id, ...rest };
  }
  if (doc._id !== undefined && !isEqual(comparable(next._id), comparable(doc._id))) {
    throw new CommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  if (next._id !== undefined && Object.keys(next)[0] !== '_id') {
    const { _id, ...rest } = next;
    next = { _id, ...rest };
  }
  const wrapped = normalizeInPlace(next);
  return { doc: next, wrapped, changed: !isEqual(next, doc) };
}

/** The document an upsert starts from: the filter's equality conditions (MongoDB rule). */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const visit = (f: Document) => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const member of value) if (isPlainObject(member)) visit(member);
      } else if (key.startsWith('$')) {
        continue;
      } else if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
        if ('$eq' in value) setField(seed, key, value.$eq);
      } else {
        setField(seed, key, value);
      }
    }
  };
  visit(filter);
  return seed;
}

/** Builds the document an upsert inserts. */
export function upsertDocument(filter: Document, u: Document | Document[], ctx: UpdateContext): UpdateOutcome {
  const seed = upsertSeed(filter);
  const kind = classifyUpdate(u);
  let result: UpdateOutcome;
  if (kind === 'replacement') {
    const { _id, ...rest } = u as Document;
    const id = _id ?? seed._id;
    const doc = id === undefined ? { ...rest } : { _id: id, ...rest };
    result = { doc, wrapped: normalizeInPlace(doc), changed: true };
  } else {
    result = applyUpdate(seed, comparable(seed), u, { ...ctx, inserting: true });
  }
  if (result.doc._id === undefined) result.doc = { _id: new ObjectId(), ...result.doc };
  return result;
}
