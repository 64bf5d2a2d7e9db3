import { Typography } from 'antd';
import { Fragment } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { groupProfile } from './allergen-profile';
import type { AllergenStatus } from '../recipes/fragments/recipe-menu';
import { allergenMessages } from './messages';

type Part = { key: string; message: MessageDescriptor; type: 'danger' | 'warning' | 'secondary'; names: string[] };

/**
 * The allergen profile in one line, as a chef reads it at a glance (the view's summary):
 * 'Contains: Fish, Milk · May contain: Soy · Not checked: Celery'. The words carry the status, the
 * colours only repeat it. Nothing contained, possible or unchecked: 'Free from all 14 allergens checked'.
 */
export function AllergenStatement({ profile }: { profile: readonly AllergenStatus[] }) {
  const intl = useIntl();
  const groups = groupProfile(profile);
  const names = (entries: AllergenStatus[]) => entries.map((entry) => entry.allergen.name);
  const parts: Part[] = (
    [
      { key: 'contains', message: allergenMessages.statementContains, type: 'danger', names: names(groups.CONTAINS) },
      { key: 'mayContain', message: allergenMessages.statementMayContain, type: 'warning', names: names(groups.MAY_CONTAIN) },
      { key: 'unknown', message: allergenMessages.statementUnknown, type: 'secondary', names: names(groups.UNKNOWN) },
    ] satisfies Part[]
  ).filter((part) => part.names.length > 0);
  if (profile.length === 0) return <Typography.Text type="secondary">{intl.formatMessage(allergenMessages.profileEmpty)}</Typography.Text>;
  if (parts.length === 0)
    return <Typography.Text>{intl.formatMessage(allergenMessages.statementFree, { count: groups.FREE.length })}</Typography.Text>;
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 && ' · '}
          <Typography.Text type={part.type} strong={part.key === 'contains'}>
            {intl.formatMessage(part.message, { allergens: intl.formatList(part.names, { type: 'unit' }) })}
          </Typography.Text>
        </Fragment>
      ))}
    </span>
  );
}
