import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { GraphQLError, Kind, parse, Source, type DocumentNode } from 'graphql';

const isSchemaFile = (file: string) => file.endsWith('.graphql');
const posix = (path: string) => path.split(sep).join('/');
/** By code unit, not locale: the same order on every machine. */
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A subgraph's SDL files: every `*.graphql` under `dir` (recursively), by their path from `dir`
 * (`/`-separated, compared by code unit), so the order is the same on every machine. `dir` may
 * also be one `.graphql` file.
 */
export function schemaFiles(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isSchemaFile)
    .map(posix)
    .sort(byPath)
    .map((file) => join(dir, file));
}

/**
 * Reads and parses a subgraph's SDL files (`schemaFiles`) into one document: their definitions in
 * file order. Nothing is merged here: a feature file's `extend type Query { … }` (or of another
 * file's type) stays an extension, which `buildSubgraphSchema` and `composeServices` apply as such.
 * A syntax error names its file, line and column.
 */
export function loadTypeDefs(dir: string): DocumentNode {
  const files = schemaFiles(dir);
  if (files.length === 0) throw new Error(`no *.graphql files under ${dir}`);
  return {
    kind: Kind.DOCUMENT,
    definitions: files.flatMap((file) => {
      try {
        return parse(new Source(readFileSync(file, 'utf8'), file)).definitions;
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        const at = error.locations?.[0];
        throw new Error(`${file}${at ? `:${at.line}:${at.column}` : ''}: ${error.message}`, { cause: error });
      }
    }),
  };
}

/**
 * A service's build step: puts every `*.graphql` under `from` (its src) at the same place under `to`
 * (its dist), where the compiled app reads them (`loadTypeDefs(__dirname)`), after removing the ones
 * already there, so a file deleted or moved in src does not live on in dist.
 */
export function copySchemaFiles(from: string, to: string): string[] {
  for (const stale of statSync(to, { throwIfNoEntry: false }) ? schemaFiles(to) : []) rmSync(stale);
  const files = schemaFiles(from);
  for (const file of files) cpSync(file, join(to, relative(from, file)));
  return files.map((file) => posix(relative(from, file)));
}
