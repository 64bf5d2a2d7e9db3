import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Waits until the page's finite animations and transitions have ended: colours measured or pictured
 * mid-transition (a theme switch, a menu item turning selected, a table fading in) are neither state.
 * Endless animations (a skeleton's shimmer, a spinner) never settle, so only finite ones are awaited.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settled = () =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
  await page.waitForFunction(settled, undefined, { timeout: 15_000 }).catch(async () => {
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${(animation as CSSAnimation).animationName ?? animation.constructor.name} on ${target?.className ?? '?'}`;
        }),
    );
    throw new Error(`animations still running after 15 s: ${running.join('; ')}`);
  });
}

/**
 * The serious and critical axe-core violations on the page as it stands (WCAG 2.1 A and AA rules),
 * once transitions have settled, as one line each: rule, help text and the first elements it found.
 * axe runs inside the page, from the installed package: nothing is fetched.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Evaluated through the DevTools protocol rather than added as a <script>: the page's
  // Content-Security-Policy refuses inline scripts, and a journey fails on any refusal (support/csp.ts).
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')})`,
    );
}
