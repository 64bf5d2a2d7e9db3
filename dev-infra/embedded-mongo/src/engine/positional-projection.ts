import type { Document } from 'bson';
import { comparable } from '../bson-values';
import { CommandError } from '../errors';
import { makeQuery } from './mingo-context';
import { getPath, isPlainObject } from './paths';

const notFound = () =>
  new CommandError(
    'Location51246',
    "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
  );

/** The filter's conditions on the array at `arrayPath` (or inside its elements), top level and in `$and`. */
function conditionsOn(filter: Document, arrayPath: string, out: Document = {}): Document {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const member of value) if (isPlainObject(member)) conditionsOn(member, arrayPath, out);
    } else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) {
      out.$and = [...((out.$and as Document[] | undefined) ?? []), { [key]: value }];
    }
  }
  return out;
}

/** `doc` with the array at `path` cut to its one element `element` (objects on the way copied). */
function withOnly(doc: Document, path: string[], element: unknown): Document {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...doc, [head]: [element] };
  return { ...doc, [head]: withOnly(doc[head] as Document, rest, element) };
}

/**
 * The position find's `'<array>.$': 1` projection keeps: the first element of the array that the
 * query's conditions on that array select, as MongoDB's positional projection does. A query with
 * no condition on the array, or an array with no such element, is MongoDB's 51246.
 */
export function positionalIndex(doc: Document, filter: Document, arrayPath: string): number | undefined {
  const array = getPath(doc, arrayPath);
  if (!Array.isArray(array)) return undefined;
  const conditions = conditionsOn(comparable(filter), arrayPath);
  if (!conditions.$and) throw notFound();
  const query = makeQuery(conditions);
  const view = comparable(doc);
  const path = arrayPath.split('.');
  const found = array.findIndex((_, i) => query.test(withOnly(view, path, (getPath(view, arrayPath) as unknown[])[i])));
  if (found < 0) throw notFound();
  return found;
}
