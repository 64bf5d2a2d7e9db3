import { JSDOM } from 'jsdom';
import { prefilterStyleRules, subjectClasses } from '../src/jsdom/style-rules';

test('a selector list reads as the classes each subject must carry, or null when one needs none', () => {
  expect(subjectClasses('.a')).toEqual([['a']]);
  expect(subjectClasses('div.a.b-c:hover')).toEqual([['a', 'b-c']]);
  expect(subjectClasses(':where(.css-dev-only).ant-select .ant-select-item:not(.ant-select-item-disabled)')).toEqual([['ant-select-item']]);
  expect(subjectClasses('.a > .b, .c ~ .d.e, .f+.g')).toEqual([['b'], ['d', 'e'], ['g']]);
  expect(subjectClasses('.a[title="x, .y"] .b::before')).toEqual([['b']]);
  expect(subjectClasses('.a .b , .c')).toEqual([['b'], ['c']]);
  for (const open of [
    '.a, p',
    '.a .b *',
    ':is(.a, .b)',
    ':not(.a)',
    '[class~="a"]',
    '.a\\:b',
    'svg|a.b',
    '&.a',
    '.a >',
    '.',
    '.a)',
    '.a (',
  ])
    expect([open, subjectClasses(open)]).toEqual([open, null]);
});

const page = `<!DOCTYPE html><body>
  <div class="a b" title="x"><span class="c">text</span><i class="c d"></i></div>
  <p></p><p class="null"></p><p class="A"></p><p class="e\u00a0f"></p><p class=""></p>
  <svg class="a"><g class="c"></g></svg><input class="ant-input" type="text"></body>`;

const selectors = [
  '.a',
  '.a.b',
  '.b .c',
  '.a > .c',
  '.a>.c',
  '.a + .c',
  '.c ~ .c',
  '.c~.d',
  '.a, p',
  '.x, .a',
  '.a , .c',
  ':not(.a)',
  ':is(.a, .c)',
  '.a:not(.b)',
  'div.a',
  '.a::before',
  '.null',
  '[class~="a"]',
  '.a[title="x,.y"]',
  '.a[title=x]',
  '.a:hover',
  '.a:has(.c)',
  ':where(.a) .c',
  '.A',
  '.a',
  '.e',
  '.f',
  '.e\u00a0f',
  '*',
  'p',
  'input.ant-input[type="text"]',
  '.a\\:b',
  'svg.a .c',
  '.c:first-child',
  '.c:nth-child(2n+1)',
  '.',
  '.a >',
  'undefined',
];

type Matcher = { match(selector: string, element: Element): boolean };
/** The nwsapi instance jsdom's style cascade asks (`matchesDontThrow`), and the elements to ask about. */
function cascade(html: string, prefilter: boolean): [Matcher, Element[]] {
  const dom = new JSDOM(html);
  if (prefilter) prefilterStyleRules(dom.window);
  const document = dom.window.document;
  const impl = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl') as symbol;
  dom.window.getComputedStyle(document.body); // creates the instance
  const matcher = ((document as unknown as Record<symbol, unknown>)[impl] as { _nwsapiDontThrow: Matcher })._nwsapiDontThrow;
  return [matcher, [...document.querySelectorAll('body *')]];
}

test('every selector matches the elements jsdom matches without the check, in standards and in quirks mode', () => {
  for (const html of [page, page.replace('<!DOCTYPE html>', '')]) {
    const [plain, elements] = cascade(html, false);
    const [filtered, same] = cascade(html, true);
    const seen = elements.flatMap((element, index) =>
      selectors.map((selector) => [
        element.outerHTML.slice(0, 30),
        selector,
        plain.match(selector, element),
        filtered.match(selector, same[index] as Element),
      ]),
    );
    expect(seen.filter(([, , before, after]) => before !== after)).toEqual([]);
    expect(seen.filter(([, , before]) => before).length).toBeGreaterThan(20);
  }
});

test("an element's computed style is jsdom's own", () => {
  const css = '.b .c { display: none } .a { color: red } :not(.a) > .d { visibility: hidden } .c.d, p { overflow: auto }';
  const styles = (prefilter: boolean) => {
    const dom = new JSDOM(`${page.replace('<body>', `<style>${css}</style><body>`)}`);
    if (prefilter) prefilterStyleRules(dom.window);
    return [...dom.window.document.querySelectorAll('body *')].map((element) => {
      const style = dom.window.getComputedStyle(element);
      return [style.display, style.color, style.visibility, style.overflow].join(' ');
    });
  };
  expect(styles(true)).toEqual(styles(false));
  expect(styles(true)).toContain('none rgb(255, 0, 0) visible auto');
});
