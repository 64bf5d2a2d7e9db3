import { useQuery } from '@apollo/client/react';
import { Alert, theme, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { ALLERGEN_COLOURS } from './allergenColours';
import { changeItems } from './changes';
import { kitchenLineMessages } from './messages';
import { linePath } from './paths';
import { RECIPE_NOTICES, type RecipeNotice } from './queries';

/** Enough of a change to know whether it matters for tonight's service; the recipe shows the rest. */
const SHOWN = 3;

/**
 * The recipes this cook read before that have changed since, one line each: the chef's newest note
 * first, in their words, then the first changes (allergens first, in their colours), each leading
 * to the recipe. Nothing changed: nothing shown.
 */
export function RecipeNotices() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const heading = useId();
  // A release may have come since the last visit: the cached list shows at once, the server's follows.
  const { data, error } = useQuery(RECIPE_NOTICES, { fetchPolicy: 'cache-and-network' });
  const notices = data?.getMyRecipeNotices ?? [];
  if (error && !data) return <Alert type="error" showIcon role="alert" title={error.message} />;
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby={heading}
      style={{ border: `2px solid ${token.colorWarningBorder}`, background: token.colorWarningBg, borderRadius: 8, padding: '12px 16px' }}
    >
      <Typography.Title level={2} id={heading} style={{ marginTop: 0, fontSize: 24 }}>
        {intl.formatMessage(kitchenLineMessages.notices)}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 20, lineHeight: 1.8 }}>
        {notices.map((notice) => (
          <NoticeLine key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}

function NoticeLine({ notice }: { notice: RecipeNotice }) {
  const intl = useIntl();
  const { search } = useLocation();
  const items = notice.changesSinceMyRead ? changeItems(intl, notice.changesSinceMyRead) : [];
  const more = items.length - SHOWN;
  const note = notice.releaseNotesSinceMyRead[0]?.note;
  return (
    <li style={{ padding: '2px 0' }}>
      {/* A block a finger's height at least (issue #45), not a line of text to aim at. */}
      <Link
        to={linePath(notice.id)}
        state={{ list: search }}
        style={{ display: 'block', minHeight: 44, paddingBlock: 4, color: 'inherit', textDecoration: 'underline' }}
      >
        <strong>{intl.formatMessage(kitchenLineMessages.noticeEntry, { title: notice.title })}</strong>{' '}
        {note && <em data-testid="notice-note">{intl.formatMessage(kitchenLineMessages.noticeNote, { note })} </em>}
        {items.slice(0, SHOWN).map((item, index) => (
          <span key={item.key}>
            {index > 0 && '; '}
            <span
              style={
                item.allergen ? { ...ALLERGEN_COLOURS[item.allergen], padding: '2px 8px', borderRadius: 4, fontWeight: 700 } : undefined
              }
            >
              {item.text}
            </span>
          </span>
        ))}
        {more > 0 && ` ${intl.formatMessage(kitchenLineMessages.noticeMore, { count: more })}`}
      </Link>
    </li>
  );
}
