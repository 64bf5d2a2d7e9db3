import { Button, Flex, Form, InputNumber, Select, type FormRule } from 'antd';
import { useState } from 'react';
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

/** Ingredient lines in recipe order: which ingredient or sub-recipe, how much, in which unit. */
export function IngredientsSection({ choices, newIngredientKitchen }: Props) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const unitOptions = useUnitOptions();
  const [adding, setAdding] = useState<NewIngredientRequest | null>(null);
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
  return (
    <Section title={intl.formatMessage(recipeMessages.ingredients)}>
      <Form.List name="ingredients">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const item = intl.formatMessage(editorMessages.ingredientRow, { number: index + 1 });
              return (
                <div key={key} role="group" aria-label={item} style={{ marginBottom: 8 }}>
                  <Flex gap={12} align="start" wrap>
                    <Form.Item
                      label={intl.formatMessage(editorMessages.item)}
                      name={[name, 'item']}
                      rules={[{ required: true, message: intl.formatMessage(editorMessages.ingredientRequired) }]}
                      style={{ flex: 2, minWidth: 220, marginBottom: 0 }}
                    >
                      <LinePicker
                        choices={choices}
                        onAdd={(request) => setAdding(request)}
                        onChange={(value) => onItemChange(name, value)}
                      />
                    </Form.Item>
                    <Form.Item
                      label={intl.formatMessage(editorMessages.quantity)}
                      name={[name, 'quantity']}
                      rules={[aboveZero]}
                      style={{ width: 140, marginBottom: 0 }}
                    >
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
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
                          <Form.Item
                            label={intl.formatMessage(editorMessages.unit)}
                            name={[name, 'unitId']}
                            rules={[unitConverts(name)]}
                            dependencies={[['ingredients', name, 'item']]}
                            style={{ width: 180, marginBottom: 0 }}
                          >
                            <Select<string>
                              allowClear
                              showSearch={{ filterOption: entriesOnly }}
                              options={unitOptions(offered)}
                              onChange={(id) => setUnit(name, unitFor(id))}
                            />
                          </Form.Item>
                        );
                      }}
                    </Form.Item>
                    <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
                      <RowControls item={item} index={index} count={fields.length} move={move} remove={remove} />
                    </Form.Item>
                  </Flex>
                  <LineHint name={name} choices={choices} />
                </div>
              );
            })}
            <Button onClick={() => add({})}>{intl.formatMessage(editorMessages.addIngredient)}</Button>
          </>
        )}
      </Form.List>
      <NewIngredientModal request={adding} choices={choices} kitchenId={newIngredientKitchen} onClose={() => setAdding(null)} />
    </Section>
  );
}

type Values = { ingredients?: ({ item?: string | null } | undefined)[] };

/** The unit's options follow the line's choice (a sub-recipe narrows them). */
const lineChanged = (before: Values, after: Values, name: number) => before.ingredients?.[name]?.item !== after.ingredients?.[name]?.item;
