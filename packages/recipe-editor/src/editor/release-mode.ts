import { editorMessages } from './messages';

/** Review before release (services/recipe README 'Releases') as the editor of a stored recipe knows it. */
export type ReleaseState = {
  /** The kitchen's `reviewChanges`; null while not known (asking, or refused). */
  review: boolean | null;
  /** The version cooks are shown. */
  released: number;
  /** The waiting draft's version, whose content the form edits; null: none waits. */
  draft: number | null;
};

/**
 * What a Save of the stored recipe makes, and the banner that says so, from one reading of the state, so the
 * button and the banner never disagree. A waiting draft was saved with review on, so while the setting is not
 * known yet it is edited as a draft; once review is known to be off, the save takes it live (README 'Releases').
 * A new recipe (`release` undefined) goes live: it is no release.
 */
export function releaseMode(release: ReleaseState | undefined) {
  if (!release) return { drafting: false, notice: null };
  const { review, released, draft } = release;
  if (draft !== null) {
    return review === false
      ? { drafting: false, notice: { message: editorMessages.editingDraftLive, values: { draft } } }
      : { drafting: true, notice: { message: editorMessages.editingDraft, values: { draft, released } } };
  }
  if (review) return { drafting: true, notice: { message: editorMessages.reviewOn, values: { version: released } } };
  return { drafting: false, notice: null };
}
