import type { Document } from 'bson';
import { comparable } from '../bson-values';
import { makeQuery } from './mingo-context';
import { inDocumentOrder, isExclusion, isInclusion } from './field-order';
import { getPath, isPlainObject } from './paths';
import { mingoOptions } from './query';
import { positionalIndex } from './positional-projection';
import { CommandError } from '../errors';

const isSlice = (value: unknown) => isPlainObject(value) && Object.keys(value).length === 1 && '$slice' in value;

function mingoProject(docs: Document[], projection: Document, collation?: Document): Document[] {
  return makeQuery({}, mingoOptions(collation)).find(docs, projection).all() as Document[];
}

/** Sets a dotted path that already exists in `doc`, copying each object on the way (results share no state). */
function replaceAt(doc: Document, path: string[], value: unknown): Document {
  const [head, ...rest] = path as [string, ...string[]];
  if (!Object.prototype.hasOwnProperty.call(doc, head)) return doc;
  const current = doc[head];
  if (rest.length === 0) return { ...doc, [head]: value };
  return isPlainObject(current) ? { ...doc, [head]: replaceAt(current, rest, value) } : doc;
}

/** `'<array>.$': 1`: the array's field included, cut to the element the query selected. */
function projectPositional(docs: Document[], spec: Document, key: string, filter: Document, collation?: Document): Document[] {
  const arrayPath = key.slice(0, -2);
  const indexOf = positionalIndex(filter, arrayPath);
  const { [key]: _positional, ...rest } = spec;
  const included = project(docs, { ...rest, [arrayPath]: 1 }, collation);
  return docs.map((doc, i) => {
    const index = indexOf(doc);
    const out = included[i] as Document;
    return index === undefined ? out : replaceAt(out, arrayPath.split('.'), [(getPath(doc, arrayPath) as unknown[])[index]]);
  });
}

/**
 * find's projection (MongoDB 4.4+): mingo's semantics, with two of MongoDB's rules mingo lacks.
 * A projection of only `$slice` (or `$slice` with exclusions) keeps every other field, where mingo
 * treats `$slice` as an inclusion; and included fields come back in document order.
 */
export function project(docs: Document[], projection: Document | undefined, collation?: Document, filter: Document = {}): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const spec = comparable(projection);
  const positional = Object.keys(spec).filter((key) => key.endsWith('.$'));
  if (positional.length > 1) throw new CommandError('Location31276', 'Cannot specify more than one positional projection per query.');
  if (positional[0]) return projectPositional(docs, spec, positional[0], filter, collation);
  const slices = Object.entries(spec).filter(([, value]) => isSlice(value));
  const rest = Object.fromEntries(Object.entries(spec).filter(([, value]) => !isSlice(value)));
  const restValues = Object.values(rest);
  if (slices.length > 0 && restValues.every(isExclusion)) {
    const base = restValues.length ? mingoProject(docs, rest, collation) : docs;
    return base.map((doc) =>
      slices.reduce((out, [path, slice]) => {
        const [sliced] = mingoProject([doc], { [path]: slice }, collation);
        return sliced ? replaceAt(out, path.split('.'), getPath(sliced, path)) : out;
      }, doc),
    );
  }
  const projected = mingoProject(docs, spec, collation);
  return isInclusion(spec) ? projected.map((out, i) => inDocumentOrder(out, docs[i], spec) as Document) : projected;
}
