import { Form, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { editorMessages } from '../messages';
import { recipeMessages } from '../../recipes/messages';
import { AllergenProfileView } from '../../allergens/AllergenProfileView';
import { allergenProfile } from '../../allergens/allergen-profile';
import { profileLines } from '../lines';
import type { Choices } from '../useChoices';
import type { IngredientValues } from '../values';

/**
 * The recipe's allergen profile as the form stands, before saving: the recipe's own allergens,
 * its ingredients' statements and its sub-recipes' profiles, worked out as the service does.
 */
export function AllergenPreview({ choices }: { choices: Choices }) {
  const intl = useIntl();
  const lines = Form.useWatch<IngredientValues[] | undefined>('ingredients') ?? [];
  const own = Form.useWatch<string[] | undefined>('allergenIds') ?? [];
  const title = Form.useWatch<string | undefined>('title')?.trim();
  const allergens = choices.allergens.map((option) => ({ id: option.value, name: option.label }));
  const profile = allergenProfile(allergens, own, profileLines(lines, choices), title || undefined);
  return (
    <div role="group" aria-label={intl.formatMessage(recipeMessages.profile)} style={{ marginBottom: 16 }}>
      <Typography.Text strong>{intl.formatMessage(recipeMessages.profile)}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {intl.formatMessage(editorMessages.profileHelp)}
      </Typography.Paragraph>
      <AllergenProfileView profile={profile} />
    </div>
  );
}
