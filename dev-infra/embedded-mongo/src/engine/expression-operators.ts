import { evalExpr } from 'mingo/core';
import * as expression from 'mingo/operators/expression';
import type { Any, AnyObject, Options } from 'mingo/types';
import { ObjectId } from 'bson';
import { CommandError } from '../errors';
import { isPlainObject } from './paths';

/** The BSON type name MongoDB's expression errors use, for a value in comparable form. */
function typeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (value instanceof ObjectId) return 'objectId';
  return isPlainObject(value) ? 'object' : typeof value;
}

/**
 * `$size` of anything but an array is MongoDB's 17124, missing and null included; mingo answered
 * null, so `{$size: '$tags'}` on a document without tags passed silently here and failed in production.
 */
function $size(obj: AnyObject, expr: Any, options: Options): Any {
  const value: unknown = evalExpr(obj, expr, options);
  if (!Array.isArray(value)) {
    throw new CommandError('Location17124', `The argument to $size must be an array. Type of the argument was ${typeName(value)}.`);
  }
  return value.length;
}

/** mingo's expression operators with MongoDB's answers where they differ. */
export const expressionOperators: typeof expression = { ...expression, $size };
