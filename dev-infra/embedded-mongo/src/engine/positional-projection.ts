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
 * The position find's `'<array>.$': 1` projection keeps, per document: the first element of the
 * array that the query's conditions on that array select, as MongoDB's positional projection does.
 * A query with no condition on the array, or an array with no such element, is MongoDB's 51246.
 * Built once per query; the returned function runs per document.
 */
export function positionalIndex(filter: Document, arrayPath: string): (doc: Document) => number | undefined {
  const conditions = conditionsOn(comparable(filter), arrayPath);
  const query = conditions.$and ? makeQuery(conditions) : undefined;
  const path = arrayPath.split('.');
  return (doc) => {
    if (!Array.isArray(getPath(doc, arrayPath))) return undefined;
    if (!query) throw notFound();
    const view = comparable(doc);
    const elements = getPath(view, arrayPath) as unknown[];
    const found = elements.findIndex((element) => query.test(withOnly(view, path, element)));
    if (found < 0) throw notFound();
    return found;
  };
}
