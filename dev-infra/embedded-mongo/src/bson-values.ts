import { BSONRegExp, Decimal128, Double, EJSON, Int32, Long, ObjectId, type Document } from 'bson';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * A JS number goes back on the wire as Int32 when it is integral and fits, else as Double.
 * Values whose BSON type that rule would change (an integral Double, -0, any Long or
 * Decimal128) are kept as their bson wrapper so they round-trip unchanged.
 */
function needsWrapper(value: Double): boolean {
  return Object.is(value.value, -0) || isInt32(value.value);
}

/** Whether a plain number is stored (and sent) as an Int32; any other plain number is a Double. */
export function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;
}

export function isNumericWrapper(value: unknown): value is Double | Long | Decimal128 {
  return value instanceof Double || value instanceof Long || value instanceof Decimal128;
}

/** Regexes stay BSONRegExp in storage: BSON options such as `x` have no JS flag. */
const needsView = (value: unknown) => isNumericWrapper(value) || value instanceof BSONRegExp;

const JS_FLAGS = new Set(['i', 'm', 's', 'u']);

function toJsRegExp(value: BSONRegExp): RegExp | BSONRegExp {
  try {
    return new RegExp(value.pattern, [...value.options].filter((f) => JS_FLAGS.has(f)).join(''));
  } catch {
    return value;
  }
}

function isContainer(value: unknown): value is Document | unknown[] {
  if (Array.isArray(value)) return true;
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Rewrites, in place, a value deserialized with `promoteValues: false` into the stored form:
 * plain numbers where they round-trip, wrappers where they would not.
 * Returns true when wrappers remain, i.e. when matching needs a promoted view.
 */
export function normalizeInPlace(container: Document | unknown[]): boolean {
  let wrapped = false;
  const entries: [string | number, unknown][] = Array.isArray(container) ? container.map((v, i) => [i, v]) : Object.entries(container);
  for (const [key, value] of entries) {
    let next: unknown = value;
    if (value instanceof Int32) next = value.value;
    else if (value instanceof Double) next = needsWrapper(value) ? value : value.value;
    if (next !== value) (container as Record<string | number, unknown>)[key] = next;
    if (needsView(next)) wrapped = true;
    else if (isContainer(next) && normalizeInPlace(next)) wrapped = true;
  }
  return wrapped;
}

export function numericValue(value: Double | Long | Decimal128 | number): number {
  if (typeof value === 'number') return value;
  if (value instanceof Double) return value.value;
  if (value instanceof Long) return value.toNumber();
  return Number.parseFloat(value.toString());
}

/**
 * The value as mingo should see it: every numeric type as a JS number, so that
 * `{ n: 3 }` matches Int32, Long, Double and Decimal128 threes alike, as MongoDB does,
 * and every regex as a JS RegExp so that regex filters match.
 */
export function comparable<T>(value: T): T {
  if (isNumericWrapper(value)) return numericValue(value) as T;
  if (value instanceof BSONRegExp) return toJsRegExp(value) as T;
  if (Array.isArray(value)) return value.map((v) => comparable(v)) as T;
  if (isContainer(value)) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) out[k] = comparable(v);
    return out as T;
  }
  return value;
}

/** The key under which a document is stored: equal for `_id`s MongoDB considers equal. */
export function idKey(id: unknown): string {
  if (id instanceof ObjectId) return `o${id.toHexString()}`;
  if (typeof id === 'string') return `s${id}`;
  if (typeof id === 'number') return `n${id}`;
  if (isNumericWrapper(id)) return `n${numericValue(id)}`;
  return `x${EJSON.stringify(comparable(id) as Document, { relaxed: false })}`;
}
