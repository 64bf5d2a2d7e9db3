import { evalExpr } from 'mingo/core';
import * as expression from 'mingo/operators/expression';
import type { Any, AnyObject, Options } from 'mingo/types';
import { CommandError } from '../errors';
import { typeAlias } from './type-operator';

/**
 * `$size` of anything but an array is MongoDB's 17124, missing and null included; mingo answered
 * null, so `{$size: '$tags'}` on a document without tags passed silently here and failed in production.
 */
function $size(obj: AnyObject, expr: Any, options: Options): Any {
  const value: unknown = evalExpr(obj, expr, options);
  if (!Array.isArray(value)) {
    throw new CommandError('Location17124', `The argument to $size must be an array. Type of the argument was ${typeAlias(value)}.`);
  }
  return value.length;
}

/** mingo's expression operators with MongoDB's answers where they differ. */
export const expressionOperators: typeof expression = { ...expression, $size };
