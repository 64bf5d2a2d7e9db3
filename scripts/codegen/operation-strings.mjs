// A codegen plugin: each named operation of the documents as one self-contained string (the
// operation and every fragment it spreads, however deep), for clients that send plain text (k6).
import { Kind, print, visit } from 'graphql';

export const plugin = (_schema, documents) => {
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const spreads = (node) => {
    const names = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION && d.name);
  return operations
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
      return `export const ${operation.name.value} = ${JSON.stringify(text)};\n`;
    })
    .join('\n');
};
