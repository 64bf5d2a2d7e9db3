import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { AnyObject, Options } from 'mingo/types';
import type { Document } from 'bson';
import { compareValues } from '../compare';
import { fieldValues, isPlainObject } from './paths';
import { $type } from './type-operator';
import { CommandError } from '../errors';
import { collatedOperators } from './collated-operators';
import { inDocumentOrder, isInclusion } from './field-order';
import { sortBy } from './sort';
import { expressionOperators } from './expression-operators';

const equal = (a: unknown, b: unknown) => compareValues(a, b) === 0;

/**
 * Equality on embedded documents as MongoDB has it: field order matters ({a:1,b:2} is not
 * {b:2,a:1}); mingo's own $eq ignores order. Array fields match on any element, as $eq does.
 */
function $orderedEq(selector: string, value: unknown) {
  return (doc: unknown): boolean => fieldValues(doc, selector).some((v) => equal(v, value));
}

/** Query operators of features embedded-mongo lacks: refused with MongoDB's answer when it has no index for them. */
const refusedOperator = (codeName: 'NoQueryExecutionPlans' | 'BadValue', message: (op: string) => string) => (op: string) => () => {
  throw new CommandError(codeName, message(op));
};
const noGeoIndex = refusedOperator(
  'NoQueryExecutionPlans',
  () => 'planner returned error :: caused by :: unable to find index for $geoNear query',
);
const noGeo = refusedOperator('BadValue', (op) => `${op} is not supported by embedded-mongo (no geospatial queries)`);
const REFUSED_QUERY_OPERATORS = {
  $near: noGeoIndex('$near'),
  $nearSphere: noGeoIndex('$nearSphere'),
  $geoWithin: noGeo('$geoWithin'),
  $geoIntersects: noGeo('$geoIntersects'),
  $where: refusedOperator('BadValue', () => '$where is not supported by embedded-mongo (no server-side JavaScript)')('$where'),
};

/** `$project` with MongoDB's field order; mingo's maps one output per input, in order, so they pair up. */
function $project(coll: Iterator, expr: AnyObject, options: Options): Iterator {
  if (!isInclusion(expr)) return pipeline.$project(coll, expr, options);
  const inputs: unknown[] = [];
  const tapped = coll.map((doc: unknown) => {
    inputs.push(doc);
    return doc;
  });
  return pipeline.$project(tapped, expr, options).map((out: unknown) => inDocumentOrder(out, inputs.shift(), expr));
}

/** `$sort` by MongoDB's sort keys (an array sorts by its smallest element ascending, its largest descending). */
function $sort(coll: Iterator, spec: AnyObject, options: Options): Iterator {
  return Lazy(sortBy(coll.collect<Document>(), (doc) => doc, spec, options.collation));
}

/** Every mingo operator, plus ours, built once (mingo's default entry merges them per call). */
export const MINGO_CONTEXT = Context.init({
  accumulator,
  expression: expressionOperators,
  pipeline: { ...pipeline, $project, $sort },
  projection,
  // mingo types operators as one intersection of all their signatures; ours fits the query shape.
  query: {
    ...query,
    ...(collatedOperators(query) as unknown as typeof query),
    ...(REFUSED_QUERY_OPERATORS as unknown as typeof query),
    $orderedEq: $orderedEq as unknown as (typeof query)['$eq'],
    $type: $type as unknown as (typeof query)['$type'],
  },
  window,
});

/** Rewrites equality against embedded documents to the order-sensitive operator. */
export function orderedEquality(filter: Document): Document {
  const out: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      out[key] = value.map((f) => (isPlainObject(f) ? orderedEquality(f) : f));
    } else if (key.startsWith('$') || !isPlainObject(value)) {
      out[key] = value;
    } else if (!Object.keys(value).some((k) => k.startsWith('$'))) {
      out[key] = { $orderedEq: value };
    } else {
      const ops: Document = { ...value };
      if (isPlainObject(ops.$eq)) {
        ops.$orderedEq = ops.$eq;
        delete ops.$eq;
      }
      if (isPlainObject(ops.$ne)) {
        ops.$not = { $orderedEq: ops.$ne };
        delete ops.$ne;
      }
      out[key] = ops;
    }
  }
  return out;
}

export function makeQuery(filter: Document, options: Partial<Options> = {}): BaseQuery {
  // mingo refuses $text as an unknown operator; MongoDB, finding no text index, answers this.
  if ('$text' in filter) throw new CommandError('IndexNotFound', 'text index required for $text query');
  return new BaseQuery(orderedEquality(filter), { ...options, context: MINGO_CONTEXT });
}

export function makeAggregator(stages: Document[], options: Partial<Options> = {}): BaseAggregator {
  return new BaseAggregator(stages, { ...options, context: MINGO_CONTEXT });
}
