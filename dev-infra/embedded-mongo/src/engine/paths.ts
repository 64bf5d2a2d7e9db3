import type { Document } from 'bson';
import { flatten, resolve } from 'mingo/util';

/** Marks a path that leads nowhere in a document (as opposed to an explicit null). */
export const MISSING = Symbol('missing');

function isPlainObject(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Every value a dotted path reaches, descending through arrays the way MongoDB's index keys
 * do: a field path applied to an array applies to each element, and an array at the end of
 * the path contributes each element (an empty array contributes `undefined`).
 * `sawArray` tells whether the index becomes multikey.
 */
export function valuesAtPath(doc: Document, path: readonly string[]): { values: unknown[]; sawArray: boolean } {
  const values: unknown[] = [];
  let sawArray = false;
  const visit = (value: unknown, i: number): void => {
    if (i === path.length) {
      if (Array.isArray(value)) {
        sawArray = true;
        if (value.length === 0) values.push(undefined);
        else values.push(...value);
      } else {
        values.push(value);
      }
      return;
    }
    const part = path[i] as string;
    if (Array.isArray(value)) {
      sawArray = true;
      if (/^\d+$/.test(part)) {
        visit(value[Number(part)], i + 1);
        return;
      }
      if (value.length === 0) values.push(MISSING);
      for (const element of value) visit(element, i);
      return;
    }
    if (isPlainObject(value) && Object.prototype.hasOwnProperty.call(value, part)) {
      visit(value[part], i + 1);
      return;
    }
    values.push(MISSING);
  };
  visit(doc, 0);
  return { values, sawArray };
}

/**
 * The values a query's field path stands for in a (promoted) document, as mingo resolves it: the
 * value itself and, when it is an array, each element and the elements of arrays met on the path.
 * Equality-like operators match when any of them does.
 */
export function fieldValues(doc: unknown, selector: string): unknown[] {
  const lhs: unknown = resolve(doc as Document, selector, { unwrapArray: true });
  if (!Array.isArray(lhs)) return [lhs];
  return [lhs, ...lhs, ...flatten(lhs, selector.split('.').length - 1)];
}

export function getPath(doc: Document, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (isPlainObject(node) || Array.isArray(node)) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return node;
}

export { isPlainObject };
