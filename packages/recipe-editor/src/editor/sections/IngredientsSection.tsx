import { Button, Form, InputNumber, Select, Typography, theme, type FormRule } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { Unit } from '../../recipes/fragments/recipe-menu';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import { convertsToYield, lineInfo } from '../lines';
import { RowControls } from '../RowControls';
import type { Choices } from '../useChoices';
import { parseItem } from '../values';
import { LineHint } from './LineHint';
import { LinePicker } from './LinePicker';
import { NewIngredientModal, type NewIngredientRequest } from './NewIngredientModal';
import { Section } from '../../recipes/Section';
import { entriesOnly, useUnitOptions } from './unit-options';

type Props = {
  choices: Choices;
  /** A new ingredient's kitchen when the caller names it (a super admin); none: the caller's own. */
  newIngredientKitchen?: string;
};

/**
 * One grid for the heading row and every line, so the columns line up: the item, the quantity, the
 * unit, the weight hint, then ↑ ↓ ✕. A line is one row of controls (32 px) unless a message shows
 * under one of its fields.
 */
const COLUMNS = 'minmax(160px, 3fr) 104px minmax(96px, 140px) minmax(88px, 2fr) auto';
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: COLUMNS, columnGap: 8, alignItems: 'start' };
const cell: CSSProperties = { marginBottom: 0, minWidth: 0 };

/** Where a line's fields are found again, for the keys that move between lines. */
const LINE = '[data-testid="ingredient-line"]';
const QUANTITY = '[data-line-field="quantity"] input';
const PICKER = '[data-line-field="item"] input';

/** Ingredient lines in recipe order: which ingredient or sub-recipe, how much, in which unit. */
export function IngredientsSection({ choices, newIngredientKitchen }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const unitOptions = useUnitOptions();
  const [adding, setAdding] = useState<NewIngredientRequest | null>(null);
  const lines = useRef<HTMLDivElement>(null);
  // The line Enter just added, whose picker takes the focus once it is on screen.
  const focusNew = useRef<number | null>(null);
  const aboveZero: FormRule = {
    validator: (_, value: unknown) =>
      typeof value === 'number' && value > 0
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage(editorMessages.quantityRequired))),
  };
  const unitFor = (id: string | null | undefined) => choices.units.find((unit) => unit.id === id) ?? null;
  // The unit's name travels with the line: the service rounds scaled quantities by it.
  const setUnit = (name: number, unit: Unit | null) => {
    form.setFieldValue(['ingredients', name, 'unitId'], unit?.id ?? null);
    form.setFieldValue(['ingredients', name, 'unitOfMeasure'], unit?.name ?? null);
  };
  // A sub-recipe is measured in what it makes: a unit that does not convert gives way to its yield's.
  const onItemChange = (name: number, value: string | null) => {
    const item = parseItem(value);
    if (item?.kind !== 'recipe') return;
    const recipe = choices.recipes.find((entry) => entry.id === item.id) ?? null;
    if (recipe && !convertsToYield(unitFor(form.getFieldValue(['ingredients', name, 'unitId'])), recipe)) setUnit(name, recipe.yieldUnit);
  };
  const unitConverts =
    (name: number): FormRule =>
    () => ({
      validator: (_, value: string | null | undefined) => {
        const info = lineInfo(form.getFieldValue(['ingredients', name]), choices);
        if (info?.kind !== 'recipe' || convertsToYield(unitFor(value), info.recipe)) return Promise.resolve();
        const unit = info.recipe?.yieldUnit?.name ?? info.recipe?.yieldUnitOfMeasure ?? intl.formatMessage(editorMessages.portions);
        return Promise.reject(new Error(intl.formatMessage(editorMessages.unitNotForRecipe, { recipe: info.name, unit })));
      },
    });
  const field = (index: number, selector: string) =>
    lines.current?.querySelectorAll<HTMLElement>(LINE)[index]?.querySelector<HTMLInputElement>(selector) ?? null;
  const heading = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
  return (
    <Section title={intl.formatMessage(recipeMessages.ingredients)}>
      <Form.List name="ingredients">
        {(fields, { add, remove, move }) => {
          // Enter adds a line below this one (never submits the form); ↑ and ↓ go to the same field of the next line.
          const onQuantityKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              focusNew.current = index + 1;
              add({}, index + 1);
            } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              const next = field(index + (event.key === 'ArrowUp' ? -1 : 1), QUANTITY);
              if (!next) return;
              event.preventDefault();
              next.focus();
              next.select();
            }
          };
          return (
            <div ref={lines}>
              {fields.length > 0 && (
                // The inputs are named by their own aria-label ('Quantity' in the group 'Ingredient 3'): the headings are for the eye.
                <div aria-hidden="true" data-testid="ingredient-head" style={{ ...grid, paddingBottom: 4 }}>
                  {heading(intl.formatMessage(editorMessages.item))}
                  {heading(intl.formatMessage(editorMessages.quantity))}
                  {heading(intl.formatMessage(editorMessages.unit))}
                </div>
              )}
              {fields.map(({ key, name }, index) => {
                const item = intl.formatMessage(editorMessages.ingredientRow, { number: index + 1 });
                return (
                  <LineRow
                    key={key}
                    label={item}
                    index={index}
                    focusNew={focusNew}
                    picker={() => field(index, PICKER)}
                    border={token.colorBorderSecondary}
                  >
                    <div data-line-field="item" style={cell}>
                      <Form.Item
                        name={[name, 'item']}
                        rules={[{ required: true, message: intl.formatMessage(editorMessages.ingredientRequired) }]}
                        style={cell}
                      >
                        <LinePicker
                          aria-label={intl.formatMessage(editorMessages.item)}
                          choices={choices}
                          onAdd={(request) => setAdding(request)}
                          onChange={(value) => onItemChange(name, value)}
                        />
                      </Form.Item>
                    </div>
                    <div data-line-field="quantity" style={cell}>
                      <Form.Item name={[name, 'quantity']} rules={[aboveZero]} style={cell}>
                        <InputNumber
                          aria-label={intl.formatMessage(editorMessages.quantity)}
                          min={0}
                          keyboard={false}
                          onKeyDown={onQuantityKey(index)}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </div>
                    <Form.Item noStyle shouldUpdate={(before, after) => lineChanged(before, after, name)}>
                      {() => {
                        const info = lineInfo(form.getFieldValue(['ingredients', name]), choices);
                        const current = form.getFieldValue(['ingredients', name, 'unitId']) as string | null | undefined;
                        // A sub-recipe line offers only units that convert to what it makes (and keeps the one it has).
                        const offered =
                          info?.kind === 'recipe'
                            ? choices.units.filter((unit) => unit.id === current || convertsToYield(unit, info.recipe))
                            : choices.units;
                        return (
                          <div data-line-field="unit" style={cell}>
                            <Form.Item
                              name={[name, 'unitId']}
                              rules={[unitConverts(name)]}
                              dependencies={[['ingredients', name, 'item']]}
                              style={cell}
                            >
                              <Select<string>
                                aria-label={intl.formatMessage(editorMessages.unit)}
                                allowClear
                                showSearch={{ filterOption: entriesOnly }}
                                options={unitOptions(offered)}
                                onChange={(id) => setUnit(name, unitFor(id))}
                              />
                            </Form.Item>
                          </div>
                        );
                      }}
                    </Form.Item>
                    <div style={{ minHeight: 32, display: 'flex', alignItems: 'center', minWidth: 0 }} data-line-field="hint">
                      <LineHint name={name} choices={choices} />
                    </div>
                    <div style={{ minHeight: 32, display: 'flex', alignItems: 'center' }}>
                      <RowControls item={item} index={index} count={fields.length} move={move} remove={remove} />
                    </div>
                  </LineRow>
                );
              })}
              <Button onClick={() => add({})} style={{ marginTop: 8 }}>
                {intl.formatMessage(editorMessages.addIngredient)}
              </Button>
              {fields.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 12 }}>
                  {intl.formatMessage(editorMessages.linesKeys)}
                </Typography.Text>
              )}
            </div>
          );
        }}
      </Form.List>
      <NewIngredientModal request={adding} choices={choices} kitchenId={newIngredientKitchen} onClose={() => setAdding(null)} />
    </Section>
  );
}

type RowProps = {
  label: string;
  index: number;
  /** The index of the line Enter added: that line focuses its picker once mounted. */
  focusNew: RefObject<number | null>;
  picker: () => HTMLInputElement | null;
  border: string;
  children: ReactNode;
};

/** One line, one row: its name ('Ingredient 3') is the group's, for its fields and its buttons. */
function LineRow({ label, index, focusNew, picker, border, children }: RowProps) {
  useEffect(() => {
    if (focusNew.current !== index) return;
    focusNew.current = null;
    picker()?.focus();
    // Only when the line appears: a line that moves is not focused again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      role="group"
      aria-label={label}
      data-testid="ingredient-line"
      style={{ ...grid, paddingBlock: 4, borderTop: `1px solid ${border}` }}
    >
      {children}
    </div>
  );
}

type Values = { ingredients?: ({ item?: string | null } | undefined)[] };

/** The unit's options follow the line's choice (a sub-recipe narrows them). */
const lineChanged = (before: Values, after: Values, name: number) => before.ingredients?.[name]?.item !== after.ingredients?.[name]?.item;
