/** One nginx directive: `name args...;` or `name args... { children }`. */
export type Directive = { name: string; args: string[]; children?: Directive[] };

function tokens(text: string): string[] {
  const out: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    out.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

/** Parses nginx configuration syntax (quotes, comments, blocks); enough to read Brigade's files. */
export function parseNginx(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length && list[at] !== '}') {
      const name = list[at++] ?? '';
      const args: string[] = [];
      while (at < list.length && list[at] !== ';' && list[at] !== '{') args.push(list[at++] ?? '');
      if (list[at++] === '{') {
        directives.push({ name, args, children: block() });
        at++;
      } else {
        directives.push({ name, args });
      }
    }
    return directives;
  };
  return block();
}

export const find = (directives: Directive[], name: string): Directive[] => directives.filter((d) => d.name === name);

export function one(directives: Directive[], name: string, ...args: string[]): Directive {
  const found = directives.find((d) => d.name === name && args.every((a, i) => d.args[i] === a));
  if (!found) throw new Error(`no ${name} ${args.join(' ')}`);
  return found;
}

/** A location's or map's regular expression (`~` case-sensitive, `~*` not) as a JavaScript RegExp. */
export function regex(modifier: string, pattern: string): RegExp {
  return new RegExp(pattern, modifier === '~*' ? 'i' : '');
}

/** nginx's `map` for one value: exact keys first, then regular expressions in order, else default. */
export function evaluateMap(map: Directive, value: string): string | undefined {
  const entries = (map.children ?? []).map((d) => ({ key: d.name, result: d.args[0] }));
  const exact = entries.find((e) => !e.key.startsWith('~') && e.key !== 'default' && e.key === value);
  if (exact) return exact.result;
  const pattern = entries.find(
    (e) => e.key.startsWith('~') && regex(e.key.startsWith('~*') ? '~*' : '~', e.key.replace(/^~\*?/, '')).test(value),
  );
  return (pattern ?? entries.find((e) => e.key === 'default'))?.result;
}
