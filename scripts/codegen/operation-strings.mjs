// A codegen plugin: each named operation of the documents as one self-contained string (the
// operation and every fragment it spreads, however deep), for clients that send plain text (k6).
// With `typed: true` (beside typescript-operations in the same file, which declares the types) each
// string is an `Operation` that carries its result and variables types, for TypeScript clients
// (e2e's gqlData): `Operation<XQuery, XQueryVariables>`.
import { Kind, print, visit } from 'graphql';

const OPERATION_TYPE = [
  "/** An operation's text, typed with what it answers and the variables it takes (types only: at run time a string). */",
  "export type Operation<TResult, TVariables> = string & { readonly ' $result'?: TResult; readonly ' $variables'?: TVariables };",
  '',
].join('\n');

const pascal = (word) => word[0].toUpperCase() + word.slice(1);

export const plugin = (_schema, documents, config = {}) => {
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const spreads = (node) => {
    const names = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION && d.name);
  const content = operations
    .map((operation) => {
      const needed = new Set();
      const queue = spreads(operation);
      while (queue.length) {
        const name = queue.shift();
        if (needed.has(name) || !fragments.has(name)) continue;
        needed.add(name);
        queue.push(...spreads(fragments.get(name)));
      }
      const text = [operation, ...[...needed].sort().map((name) => fragments.get(name))].map(print).join('\n');
      const name = operation.name.value;
      // typescript-operations' names: the operation's name and its kind (a name that does not give them fails the type check).
      const types = `${name}${pascal(operation.operation)}`;
      const typed = config.typed ? ` as Operation<${types}, ${types}Variables>` : '';
      return `export const ${name} = ${JSON.stringify(text)}${typed};\n`;
    })
    .join('\n');
  return config.typed ? { prepend: [OPERATION_TYPE], content } : content;
};
