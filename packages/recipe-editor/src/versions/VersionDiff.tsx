import { Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ChangeKind, RecipeVersionDiff } from './fragments/version-diff';
import { allergenChanges, fieldLabel, fieldText, isEmptyDiff, lineText } from './changes';
import { historyMessages } from './messages';
import { TextDiff } from './TextDiff';

/** The allergen groups' colours of AllergenProfileView: contains red, may contain amber. */
const ALLERGEN_COLORS = { contains: 'red', mayContain: 'gold' } as const;
const KIND_COLORS: Record<ChangeKind, string> = { ADDED: 'green', REMOVED: 'red', CHANGED: 'blue', MOVED: 'default' };

const list = { margin: 0, paddingInlineStart: 0, listStyle: 'none' } as const;

function KindTag({ kind }: { kind: ChangeKind }) {
  const intl = useIntl();
  return <Tag color={KIND_COLORS[kind]}>{intl.formatMessage(historyMessages[kind])}</Tag>;
}

/**
 * Two versions' differences in the order a chef checks them: allergens, lines, steps, then the other fields.
 * `diff.currency` (compareRecipeVersions') writes a price change with its currency.
 */
export function VersionDiff({ diff }: { diff: RecipeVersionDiff & { currency?: string | null } }) {
  const intl = useIntl();
  // Headings name their sections; ids of their own, as a page may show more than one diff.
  const ids = useId();
  const id = (section: string) => `${ids}-${section}`;
  if (isEmptyDiff(diff)) return <Typography.Paragraph>{intl.formatMessage(historyMessages.noDifferences)}</Typography.Paragraph>;
  const allergens = allergenChanges(intl, diff).map(({ key, text, group }) => ({ key, text, color: ALLERGEN_COLORS[group] }));
  return (
    <Flex vertical gap={16}>
      {allergens.length > 0 && (
        <section aria-labelledby={id('allergens')}>
          <Typography.Title level={4} id={id('allergens')}>
            {intl.formatMessage(historyMessages.allergens)}
          </Typography.Title>
          <Flex component="ul" gap={4} wrap style={list}>
            {allergens.map(({ key, text, color }) => (
              <li key={key}>
                <Tag color={color}>{text}</Tag>
              </li>
            ))}
          </Flex>
        </section>
      )}
      {diff.lines.length > 0 && (
        <section aria-labelledby={id('lines')}>
          <Typography.Title level={4} id={id('lines')}>
            {intl.formatMessage(historyMessages.lines)}
          </Typography.Title>
          <ul style={list}>
            {diff.lines.map((change) => {
              const text = lineText(intl, change);
              return (
                <li key={change.lineId} style={{ marginBottom: 4 }}>
                  <KindTag kind={change.kind} /> {change.kind === 'REMOVED' ? <del>{text}</del> : <span>{text}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {diff.steps.length > 0 && (
        <section aria-labelledby={id('steps')}>
          <Typography.Title level={4} id={id('steps')}>
            {intl.formatMessage(historyMessages.steps)}
          </Typography.Title>
          <ul style={list}>
            {diff.steps.map((change) => (
              <li key={change.stepId} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{intl.formatMessage(historyMessages.stepNumber, { number: change.number })}</Typography.Text>{' '}
                <KindTag kind={change.kind} />
                {change.kind !== 'MOVED' && (
                  <dl style={{ margin: '4px 0 0' }}>
                    <dt style={{ fontWeight: 600 }}>{intl.formatMessage(historyMessages.stepTitle)}</dt>
                    <dd style={{ marginInlineStart: 0 }}>
                      <TextDiff parts={change.title} />
                    </dd>
                    {change.description.some((part) => part.text.trim()) && (
                      <>
                        <dt style={{ fontWeight: 600 }}>{intl.formatMessage(historyMessages.stepDescription)}</dt>
                        <dd style={{ marginInlineStart: 0 }}>
                          <TextDiff parts={change.description} />
                        </dd>
                      </>
                    )}
                  </dl>
                )}
                {change.kind === 'MOVED' && change.after && <div>{change.after.title}</div>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {diff.fields.length > 0 && (
        <section aria-labelledby={id('fields')}>
          <Typography.Title level={4} id={id('fields')}>
            {intl.formatMessage(historyMessages.fields)}
          </Typography.Title>
          <dl style={{ margin: 0 }}>
            {diff.fields.map((change) => (
              <div key={change.field} style={{ marginBottom: 4 }}>
                <dt style={{ fontWeight: 600, display: 'inline' }}>{fieldLabel(intl, change.field)}: </dt>
                <dd style={{ display: 'inline', marginInlineStart: 0 }}>{fieldText(intl, change, diff.currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </Flex>
  );
}
