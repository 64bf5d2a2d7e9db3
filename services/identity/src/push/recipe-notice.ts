import type { CookChangeCounts, RecipeEvents } from '@brigade/events';
import type { Locale } from '@brigade/service-kit';
import { t } from '../i18n/messages';
import type { PushMessage } from './push.service';

// A lock screen shows about two lines; the whole text is one tap away in the recipe.
const TITLE_MAX = 80;
const NOTE_MAX = 140;

/** The cook's line view of a recipe or dish (mfe-kitchen `linePath`: dishes share it). */
export const cookRecipePath = (recipeId: string) => `/recipe/${encodeURIComponent(recipeId)}`;

/** One line, at most `max` characters (code points, so an emoji is never cut in half). */
function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

export const hasCookChanges = (changes: CookChangeCounts | undefined) =>
  !!changes && [changes.allergens, changes.lines, changes.steps, changes.fields].some((n) => count(n) > 0);

/** "Allergens changed · 2 lines · 1 step — tap to read": allergens first, because they can hurt a guest. */
export function changeSummary(locale: Locale, changes: CookChangeCounts): string {
  const parts = [
    count(changes.allergens) > 0 ? t(locale, 'recipeChangeAllergens') : null,
    count(changes.lines) > 0 ? t(locale, 'recipeChangeLines', { count: count(changes.lines) }) : null,
    count(changes.steps) > 0 ? t(locale, 'recipeChangeSteps', { count: count(changes.steps) }) : null,
    count(changes.fields) > 0 ? t(locale, 'recipeChangeFields', { count: count(changes.fields) }) : null,
  ].filter((part): part is string => part !== null);
  return t(locale, 'recipeChangedBody', { changes: parts.join(' · ') });
}

/** The chef's note first (a lock screen shows about two lines: what they wrote is what the cooks must see), then the counted changes. */
export function releasedNotice(locale: Locale, release: RecipeEvents['RecipeVersionReleased']): PushMessage {
  const note = typeof release.note === 'string' ? clip(release.note, NOTE_MAX) : '';
  const summary = changeSummary(locale, release.changes);
  return {
    title: t(locale, 'recipeChangedTitle', { title: clip(release.title, TITLE_MAX) }),
    body: note ? `${note}\n${summary}` : summary,
    url: cookRecipePath(release.recipeId),
  };
}

export function nudgeNotice(locale: Locale, nudge: RecipeEvents['RecipeReadNudged']): PushMessage {
  return {
    title: t(locale, 'recipeNudgeTitle', { title: clip(nudge.title, TITLE_MAX) }),
    // A string: ICU would group a number's digits ('Version 1,024').
    body: t(locale, 'recipeNudgeBody', { version: String(nudge.version) }),
    url: cookRecipePath(nudge.recipeId),
  };
}
