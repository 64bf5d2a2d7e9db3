import { Button } from '@brigade/ui';
import { Flex, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { statementMessages } from './messages';
import type { AllergenChoice } from './queries';
import { markUncheckedFree, STATEMENTS, statementOf, type Statement, type Statements } from './statements';

type Props = {
  /** The allergens to state something about: the active ones, and any paused one the ingredient already names. */
  allergens: AllergenChoice[];
  value?: Statements;
  onChange?: (statements: Statements) => void;
  id?: string;
};

/**
 * The allergen statement editor, an antd Form.Item control: for each allergen one radio group
 * (Contains / May contain / Free from / Not checked) named by the allergen, and 'Mark all
 * unchecked as free from'. Rows wrap, so it stays usable on a 768 px screen.
 */
export function AllergenStatementsField({ allergens, value = {}, onChange, id }: Props) {
  const intl = useIntl();
  const prefix = useId();
  const set = (allergenId: string, statement: Statement) => onChange?.({ ...value, [allergenId]: statement });
  const options = STATEMENTS.map((statement) => ({ value: statement, label: intl.formatMessage(statementMessages[statement]) }));
  const anyUnchecked = allergens.some((allergen) => statementOf(value, allergen.id) === 'UNKNOWN');
  return (
    <Flex id={id} vertical gap={8} role="group" aria-label={intl.formatMessage(statementMessages.legend)}>
      {allergens.map((allergen) => {
        const nameId = `${prefix}-${allergen.id}`;
        return (
          <Flex key={allergen.id} gap={8} wrap align="center" justify="space-between">
            <Typography.Text id={nameId} style={{ minWidth: 160 }}>
              {allergen.name}
            </Typography.Text>
            <Radio.Group
              // Each allergen its own group: inside a Form.Item antd would name every radio after the field.
              name={`${nameId}-statement`}
              aria-labelledby={nameId}
              optionType="button"
              size="small"
              value={statementOf(value, allergen.id)}
              onChange={(event) => set(allergen.id, event.target.value as Statement)}
              options={options}
            />
          </Flex>
        );
      })}
      <div>
        <Button disabled={!anyUnchecked} onClick={() => onChange?.(markUncheckedFree(value, allergens))}>
          {intl.formatMessage(statementMessages.markAllFree)}
        </Button>
      </div>
    </Flex>
  );
}
