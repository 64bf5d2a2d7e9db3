import type * as query from 'mingo/operators/query';
import type { CollationSpec } from 'mingo/types';
import { CommandError } from '../errors';
import { fieldValues } from './paths';

type QueryOperator = (selector: string, value: unknown, options: { collation?: CollationSpec }) => (doc: unknown) => boolean;

/** MongoDB's strength levels as Intl's sensitivity (the mapping mingo's $sort uses). */
const SENSITIVITY = { 1: 'base', 2: 'accent', 3: 'variant', 4: 'variant', 5: 'variant' } as const;

export function collatorOf(spec: CollationSpec): Intl.Collator {
  const strength = (spec.strength ?? 3) as keyof typeof SENSITIVITY;
  let sensitivity: string = SENSITIVITY[strength] ?? 'variant';
  if (spec.caseLevel === true && sensitivity === 'base') sensitivity = 'case';
  return new Intl.Collator(spec.locale, {
    sensitivity: sensitivity as Intl.CollatorOptions['sensitivity'],
    numeric: spec.numericOrdering === true,
    ignorePunctuation: spec.alternate === 'shifted',
  });
}

const isCollated = (options: { collation?: CollationSpec }) => typeof options.collation?.locale === 'string';

/** `$gte: null` and `$lte: null` are `$eq: null` in MongoDB, so they match a missing field too; mingo's did not. */
const orNull =
  (eq: QueryOperator, op: QueryOperator): QueryOperator =>
  (selector, value, options) =>
    value === null ? eq(selector, null, options) : op(selector, value, options);

/**
 * $eq, $ne, $in, $nin, $gt, $gte, $lt and $lte compare strings with the operation's collation, as
 * MongoDB does (strength 2: "b" equals "B"); mingo applies a collation to $sort only. Anything
 * else, or any operation without a collation, goes to mingo's own operator.
 */
export function collatedOperators(ops: typeof query): Record<string, QueryOperator> {
  const base = ops as unknown as Record<string, QueryOperator>;
  const withStrings = (name: string, test: (collator: Intl.Collator, a: string, b: string) => boolean): QueryOperator => {
    return (selector, value, options) => {
      if (!isCollated(options) || typeof value !== 'string') return (base[name] as QueryOperator)(selector, value, options);
      const collator = collatorOf(options.collation as CollationSpec);
      return (doc) => fieldValues(doc, selector).some((v) => typeof v === 'string' && test(collator, v, value));
    };
  };
  const $eq = withStrings('$eq', (c, a, b) => c.compare(a, b) === 0);
  const $in: QueryOperator = (selector, value, options) => {
    if (!Array.isArray(value)) throw new CommandError('BadValue', '$in needs an array');
    if (!isCollated(options) || !Array.isArray(value) || !value.some((v) => typeof v === 'string')) {
      return (base.$in as QueryOperator)(selector, value, options);
    }
    const strings = value.filter((v): v is string => typeof v === 'string').map((v) => $eq(selector, v, options));
    const others = value.filter((v) => typeof v !== 'string');
    const rest = others.length ? (base.$in as QueryOperator)(selector, others, options) : () => false;
    return (doc) => strings.some((test) => test(doc)) || rest(doc);
  };
  return {
    $eq,
    $ne: (selector, value, options) => {
      const eq = $eq(selector, value, options);
      return (doc) => !eq(doc);
    },
    $in,
    $nin: (selector, value, options) => {
      if (!Array.isArray(value)) throw new CommandError('BadValue', '$nin needs an array');
      const inside = $in(selector, value, options);
      return (doc) => !inside(doc);
    },
    $gt: withStrings('$gt', (c, a, b) => c.compare(a, b) > 0),
    $gte: orNull(
      $eq,
      withStrings('$gte', (c, a, b) => c.compare(a, b) >= 0),
    ),
    $lt: withStrings('$lt', (c, a, b) => c.compare(a, b) < 0),
    $lte: orNull(
      $eq,
      withStrings('$lte', (c, a, b) => c.compare(a, b) <= 0),
    ),
  };
}
