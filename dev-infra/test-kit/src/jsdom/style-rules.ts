import { createRequire } from 'node:module';

/**
 * jsdom computes an element's style by matching every rule of every stylesheet against it and
 * against each ancestor (for inherited properties), and antd injects ~1,900 rules: a page's
 * getComputedStyle after any change cost ~20 ms, and Testing Library (getByRole) and antd's popups
 * (rc-trigger's alignment walks every ancestor) ask often — a third to nearly half of the slowest
 * console files' time. Most rules name classes the element does not have, so before a rule's
 * selector reaches nwsapi this answers "no" for a selector list none of whose selectors' subject
 * (the part after the last combinator) has all its classes on the element. It never answers "yes"
 * itself, and whatever it cannot read (escapes, namespaces, nesting, a subject without a class,
 * a document in quirks mode) goes to nwsapi as before, so every style is what jsdom computes.
 */

type AttributesImpl = { getAttributeNS(namespace: string | null, name: string): string | null };
type Nwsapi = { match(selector: unknown, element: object, ...rest: unknown[]): boolean };
type DocumentImpl = { compatMode: string; documentElement: AttributesImpl | null; _nwsapiDontThrow?: Nwsapi };
type IdlUtils = { implForWrapper(wrapper: object): unknown };

const IDENT = /[\w\u00a0-\uffff-]/;
const COMBINATOR = /[\s>+~]/;

/** Splits at the commas outside brackets, parentheses and quotes; null for text this reader does not follow. */
function topLevel(text: string, split: (char: string) => boolean): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '"' || char === "'") {
      i = text.indexOf(char, i + 1);
      if (i < 0) return null;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') {
      if (--depth < 0) return null;
    } else if (depth === 0 && split(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

/** The classes the subject of each selector in a list must carry; null when any subject needs none or the text is beyond this reader. */
export function subjectClasses(selectorText: string): string[][] | null {
  if (/[\\|&/]/.test(selectorText)) return null;
  const selectors = topLevel(selectorText, (char) => char === ',');
  if (!selectors) return null;
  const required: string[][] = [];
  for (const selector of selectors) {
    // The subject: the last compound, after the last combinator outside brackets and parentheses.
    const subject = topLevel(selector.trim(), (char) => COMBINATOR.test(char))?.at(-1);
    // Its own classes, outside :not(), :is(), :where(), :has() and attribute selectors.
    const own = subject === undefined ? null : topLevel(subject, (char) => char === '.');
    if (!own || own.length < 2) return null;
    const classes: string[] = [];
    for (const part of own.slice(1)) {
      let length = 0;
      while (length < part.length && IDENT.test(part[length] as string)) length++;
      if (length === 0) return null;
      classes.push(part.slice(0, length));
    }
    required.push(classes);
  }
  return required;
}

/** Puts the check in front of the nwsapi instance jsdom's style cascade matches with (`matchesDontThrow`). */
export function prefilterStyleRules(window: { document: object }): void {
  // The jsdom instance jest-environment-jsdom runs, not a copy: its internals are plain CommonJS.
  const jsdom = createRequire(createRequire(__filename).resolve('jest-environment-jsdom')).resolve('jsdom');
  const load = createRequire(jsdom);
  const idl = load('./jsdom/living/generated/utils.js') as IdlUtils;
  const selectors = load('./jsdom/living/helpers/selectors.js') as { matchesDontThrow(element: AttributesImpl, selector: string): boolean };
  const document = idl.implForWrapper(window.document) as DocumentImpl;
  if (!document.documentElement) return;
  selectors.matchesDontThrow(document.documentElement, '*'); // creates the instance
  const nwsapi = document._nwsapiDontThrow;
  if (!nwsapi) return;

  const original = nwsapi.match.bind(nwsapi);
  const readings = new Map<string, string[][] | null>();
  let lastElement: object | undefined;
  let standards = true;
  let lastClass: string | null | undefined;
  let lastTokens = new Set<string>();
  nwsapi.match = (selector: unknown, element: object, ...rest: unknown[]) => {
    if (typeof selector !== 'string') return original(selector, element, ...rest);
    let required = readings.get(selector);
    if (required === undefined) {
      required = subjectClasses(selector);
      readings.set(selector, required);
    }
    if (element !== lastElement) {
      lastElement = element;
      standards = document.compatMode === 'CSS1Compat'; // quirks mode matches classes without case
    }
    if (required === null || !standards) return original(selector, element, ...rest);
    const value = (idl.implForWrapper(element) as AttributesImpl).getAttributeNS(null, 'class');
    if (value !== lastClass) {
      // As nwsapi reads it: /(^|\s)name(\s|$)/.test(getAttribute("class")), where null reads "null".
      lastTokens = new Set(String(value).split(/\s+/));
      lastClass = value;
    }
    const tokens = lastTokens;
    if (required.some((classes) => classes.every((name) => tokens.has(name)))) return original(selector, element, ...rest);
    return false;
  };
}
