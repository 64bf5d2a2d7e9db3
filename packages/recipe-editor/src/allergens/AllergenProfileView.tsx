import { Flex, Tag, Typography } from 'antd';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { groupProfile } from './allergen-profile';
import type { AllergenState } from '../__generated__/graphql';
import type { AllergenStatus } from '../recipes/fragments/recipe-menu';
import { allergenMessages } from './messages';

/** Each group's word (the status is said, never shown by colour alone) and its tag colour. */
const GROUPS: { status: Exclude<AllergenState, 'FREE'>; title: MessageDescriptor; color: string }[] = [
  { status: 'CONTAINS', title: allergenMessages.profileContains, color: 'red' },
  { status: 'MAY_CONTAIN', title: allergenMessages.profileMayContain, color: 'gold' },
  { status: 'UNKNOWN', title: allergenMessages.profileUnknown, color: 'default' },
];

/**
 * A recipe's allergens in three groups, each under its word: contains (red), may contain (amber)
 * and not checked (grey, naming the lines nobody checked); what it is free from follows quietly.
 */
export function AllergenProfileView({ profile }: { profile: readonly AllergenStatus[] }) {
  const intl = useIntl();
  const groups = groupProfile(profile);
  const label = (entry: AllergenStatus) =>
    entry.via.length
      ? intl.formatMessage(allergenMessages.profileVia, {
          allergen: entry.allergen.name,
          lines: intl.formatList(entry.via, { type: 'unit' }),
        })
      : entry.allergen.name;
  if (profile.length === 0) return <Typography.Text type="secondary">{intl.formatMessage(allergenMessages.profileEmpty)}</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {GROUPS.filter(({ status }) => groups[status].length > 0).map(({ status, title, color }) => (
        <div key={status} role="group" aria-label={intl.formatMessage(title)}>
          <Typography.Text strong>{intl.formatMessage(title)}</Typography.Text>
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            {groups[status].map((entry) => (
              <Tag key={entry.allergen.id} color={color}>
                {label(entry)}
              </Tag>
            ))}
          </Flex>
        </div>
      ))}
      {groups.FREE.length > 0 && (
        <div role="group" aria-label={intl.formatMessage(allergenMessages.profileFree)}>
          <Typography.Text type="secondary">
            {intl.formatMessage(allergenMessages.profileFreeList, {
              allergens: intl.formatList(
                groups.FREE.map((entry) => entry.allergen.name),
                { type: 'unit' },
              ),
            })}
          </Typography.Text>
        </div>
      )}
    </Flex>
  );
}
