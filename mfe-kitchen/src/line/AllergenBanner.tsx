import type { Named } from '@brigade/recipe-editor';
import { useIntl } from 'react-intl';
import { m } from './messages';

/**
 * The first thing a cook must not miss: every allergen of the dish, its ingredients' included, in
 * a strong block above everything else. None listed is said plainly, not painted as 'safe'.
 */
export function AllergenBanner({ allergens }: { allergens: Named[] }) {
  const intl = useIntl();
  const listed = allergens.length > 0;
  return (
    <section
      aria-label={intl.formatMessage(m.allergens)}
      style={{
        background: listed ? '#a8071a' : '#595959',
        color: '#fff',
        padding: '16px 24px',
        borderRadius: 8,
        fontSize: listed ? 28 : 20,
        fontWeight: 700,
        lineHeight: 1.3,
      }}
    >
      {listed
        ? intl.formatMessage(m.contains, {
            allergens: intl.formatList(
              allergens.map((allergen) => allergen.name),
              { type: 'unit' },
            ),
          })
        : intl.formatMessage(m.noAllergens)}
    </section>
  );
}
