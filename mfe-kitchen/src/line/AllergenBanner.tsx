import { groupProfile, type AllergenStatus } from '@brigade/recipe-editor';
import type { CSSProperties } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ALLERGEN_COLOURS } from './allergenColours';
import { kitchenLineMessages } from './messages';

/**
 * Each group in fixed colours that keep their contrast on the dark and the light theme alike
 * (white on deep red and on grey, near-black on amber), and each says its word: the colour is
 * never the only sign.
 */
const GROUPS: { status: 'CONTAINS' | 'MAY_CONTAIN' | 'UNKNOWN'; name: MessageDescriptor; text: MessageDescriptor; style: CSSProperties }[] =
  [
    {
      status: 'CONTAINS',
      name: kitchenLineMessages.containsGroup,
      text: kitchenLineMessages.contains,
      style: { ...ALLERGEN_COLOURS.contains, fontSize: 26 },
    },
    {
      status: 'MAY_CONTAIN',
      name: kitchenLineMessages.mayContainGroup,
      text: kitchenLineMessages.mayContain,
      style: { ...ALLERGEN_COLOURS.mayContain, fontSize: 22 },
    },
    {
      status: 'UNKNOWN',
      name: kitchenLineMessages.notCheckedGroup,
      text: kitchenLineMessages.notChecked,
      style: { ...ALLERGEN_COLOURS.unknown, fontSize: 20 },
    },
  ];

// Compact (issue #45) so a tablet's height is left for the quantities and the step; 'Contains' stays the largest.
const block: CSSProperties = { padding: '6px 16px', borderRadius: 8, fontWeight: 700, lineHeight: 1.25, margin: 0 };

/**
 * The first thing a cook must not miss, above everything else, from the recipe's allergen
 * profile (its lines and sub-recipes included): what it contains, what it may contain, and what
 * nobody has checked (naming the lines). None of them is said plainly, not painted as 'safe'.
 */
export function AllergenBanner({ profile }: { profile: AllergenStatus[] }) {
  const intl = useIntl();
  const groups = groupProfile(profile);
  const list = (items: string[]) => intl.formatList(items, { type: 'unit' });
  // Allergens left unchecked by the same lines are named together, the lines once: one unchecked
  // shallot reads "Celery, Fish, … (in Shallot)", not eleven times "(in Shallot)".
  const names = (entries: AllergenStatus[], withLines: boolean) => {
    if (!withLines) return list(entries.map((entry) => entry.allergen.name));
    const byLines = new Map<string, { via: string[]; allergens: string[] }>();
    for (const entry of entries) {
      const key = entry.via.join('\u0000');
      const cluster = byLines.get(key) ?? { via: entry.via, allergens: [] };
      cluster.allergens.push(entry.allergen.name);
      byLines.set(key, cluster);
    }
    return list(
      [...byLines.values()].map(({ via, allergens }) =>
        via.length ? intl.formatMessage(kitchenLineMessages.allergenVia, { allergen: list(allergens), lines: list(via) }) : list(allergens),
      ),
    );
  };
  const shown = GROUPS.filter(({ status }) => groups[status].length > 0);
  return (
    <section aria-label={intl.formatMessage(kitchenLineMessages.allergens)} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {shown.map(({ status, name, text, style }) => (
        <p key={status} role="group" aria-label={intl.formatMessage(name)} style={{ ...block, ...style }}>
          {intl.formatMessage(text, { allergens: names(groups[status], status === 'UNKNOWN') })}
        </p>
      ))}
      {shown.length === 0 && (
        <p style={{ ...block, ...ALLERGEN_COLOURS.unknown, fontSize: 20 }}>{intl.formatMessage(kitchenLineMessages.noAllergens)}</p>
      )}
    </section>
  );
}
