import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubRecipe } from '../../recipes/fragments/recipe-menu';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import { foldName, sameName } from '../lines';
import type { Choices } from '../useChoices';
import { itemValue } from '../values';
import type { NewIngredientRequest } from './NewIngredientModal';

/** The value of the "Add '…'" entry: never a line's value, it opens the new-ingredient dialog instead. */
const ADD = '+add';

/** An entry (`value`), or a group of them (`options`); a recipe's says what it makes. */
type PickerOption = { value?: string; label: string; title?: string; makes?: string; disabled?: boolean; options?: PickerOption[] };

type Props = {
  choices: Choices;
  /** Form.Item's: the line's `item` (`ingredient:<id>` or `recipe:<id>`). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  /** Its accessible name: the compact line editor shows the column's heading once, not a label per line. */
  'aria-label'?: string;
  /** The typed name matches no ingredient and the person asks to add it; `choose` puts the new one in this line. */
  onAdd: (request: NewIngredientRequest) => void;
};

/**
 * One picker per line: the kitchen's ingredients and its recipes (a recipe makes the line a
 * sub-recipe), and, when the typed name is no ingredient's, "Add '…'" to create it on the spot.
 */
export function LinePicker({ choices, value, onChange, id, onAdd, 'aria-label': ariaLabel }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const typed = search.trim();
  // The entries change only with the kitchen's lists; the typed name only adds "Add '…'".
  const groups = useMemo(() => {
    const makes = (recipe: SubRecipe) => {
      const unit = recipe.yieldUnit?.name ?? recipe.yieldUnitOfMeasure ?? intl.formatMessage(editorMessages.portions);
      return recipe.yieldValue === null
        ? intl.formatMessage(editorMessages.recipeNoYield)
        : intl.formatMessage(editorMessages.recipeMakes, { amount: `${intl.formatNumber(recipe.yieldValue)} ${unit}` });
    };
    const all: PickerOption[] = [
      {
        label: intl.formatMessage(recipeMessages.ingredients),
        title: intl.formatMessage(recipeMessages.ingredients),
        options: choices.ingredients.map((ingredient) => ({
          value: itemValue({ kind: 'ingredient', id: ingredient.id }),
          label: ingredient.name,
        })),
      },
      {
        label: intl.formatMessage(editorMessages.recipesGroup),
        title: intl.formatMessage(editorMessages.recipesGroup),
        options: choices.recipes.map((recipe) => ({
          value: itemValue({ kind: 'recipe', id: recipe.id }),
          label: recipe.title,
          makes: makes(recipe),
          // A line takes some of what a recipe makes: one without a yield cannot be a line (yet).
          disabled: recipe.yieldValue === null && value !== itemValue({ kind: 'recipe', id: recipe.id }),
        })),
      },
    ];
    return all.filter((group) => group.options?.length);
  }, [choices.ingredients, choices.recipes, intl, value]);
  const options = useMemo((): PickerOption[] => {
    const known = choices.ingredients.some((ingredient) => sameName(ingredient.name, typed));
    return [...groups, ...(typed && !known ? [{ value: ADD, label: intl.formatMessage(editorMessages.addNamed, { name: typed }) }] : [])];
  }, [groups, typed, choices.ingredients, intl]);
  return (
    <Select<string, PickerOption>
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
        // Case and accents aside, as the catalog compares names; "Add '…'" stays whatever is typed. A
        // group is never matched by its own name ('re' must not keep every recipe), only by its entries.
        filterOption: (input, option) =>
          option?.value === ADD || (!option?.options && foldName(option?.label ?? '').includes(foldName(input))),
      }}
      options={options}
      optionRender={(option) =>
        option.data.makes ? (
          <Flex justify="space-between" gap={8}>
            <span>{option.data.label}</span>
            <Typography.Text type="secondary">{option.data.makes}</Typography.Text>
          </Flex>
        ) : (
          option.data.label
        )
      }
      onChange={(next) => {
        setSearch('');
        if (next === ADD) onAdd({ name: typed, choose: (created) => onChange?.(created) });
        else onChange?.(next ?? null);
      }}
    />
  );
}
