import { BrigadeForm, Button, formMessages, useToast, useUnsavedChangesGuard } from '@brigade/ui';
import { Alert, ConfigProvider, Flex, Form, Input, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { GapLinks } from '../costing/gaps';
import type { RecipeMenu } from '../recipes/fragments/recipe-menu';
import type { RecipeMenuType } from '../__generated__/graphql';
import { editorMessages } from './messages';
import { CostingPreview } from '../costing/CostingPreview';
import { RecipeSections } from './RecipeSections';
import { KitchenSection } from './sections/KitchenSection';
import { releaseMode, type ReleaseState } from './release-mode';
import { recipeProblems } from './server-problems';
import { useSaveRecipe } from './useSaveRecipe';
import { CHANGE_NOTE_MAX, EMPTY_VALUES, fromRecipe, type RecipeValues } from './values';
import type { DishPrice } from '../costing/queries';

export type RecipeFormProps = {
  type: RecipeMenuType;
  recipe: RecipeMenu | null;
  kitchenId?: string;
  chooseKitchen?: boolean;
  token: string | null;
  onSaved: (recipe: RecipeMenu) => void;
  onCancel: () => void;
  /** A dish's price fields and the live cost and nutrition panel (kitchen admins and super admins). */
  showCosts?: boolean;
  gapLinks?: GapLinks;
  /** The stored dish's price and VAT rate, with `showCosts`. */
  price?: DishPrice | null;
  /** An edited recipe's review state: what its Save makes and what the banner above the form says. */
  release?: ReleaseState;
  /** The kitchen whose look-ups the editor asked for while the recipe loaded. */
  prefetchedKitchen?: string;
};

/** Denser than antd's defaults (24 px under each field) for a long form, still with room for a message. */
const DENSE = { components: { Form: { itemMarginBottom: 16, verticalLabelPadding: '0 0 4px' } } };

/**
 * The recipe's sections in one form: client rules first (SPEC.md §5), then the service's, whose
 * field messages land next to the field or row they name. Leaving it dirty asks Save / Don't Save.
 */
export function RecipeForm(props: RecipeFormProps) {
  const { type, recipe, kitchenId, chooseKitchen = false, token, onSaved, onCancel, showCosts = false, gapLinks, price } = props;
  const { release, prefetchedKitchen } = props;
  const intl = useIntl();
  const { token: look } = theme.useToken();
  const toast = useToast();
  const [form] = Form.useForm<RecipeValues>();
  // A dish's price is edited only where costs may be seen; an edited recipe keeps its type.
  const kind = recipe?.type ?? type;
  const priced = showCosts && kind === 'MENU';
  const initial = useMemo(() => (recipe ? fromRecipe(recipe, priced ? price : null) : EMPTY_VALUES), [recipe, priced, price]);
  const choosing = chooseKitchen && !recipe;
  const chosenKitchen = Form.useWatch('kitchenId', form);
  const kitchen = recipe?.kitchenId ?? (choosing ? chosenKitchen : kitchenId);
  const save = useSaveRecipe({ type, recipe, initial, kitchenId: kitchen, priced });
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<RecipeMenu | null>(null);

  const submit = async (): Promise<RecipeMenu | false> => {
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    // All of the store, not only mounted fields: rows keep their ids (and a step its video) unseen.
    const values = form.getFieldsValue(true) as RecipeValues;
    setBusy(true);
    setAlert(null);
    try {
      const result = await save(values);
      setDirty(false);
      // With review on the save is a draft: the usual 'Saved' would suggest cooks see it now.
      const draft =
        result.versionNumber != null && result.releasedVersionNumber != null && result.versionNumber !== result.releasedVersionNumber;
      toast.success(
        draft
          ? intl.formatMessage(editorMessages.savedAsDraft, { version: result.releasedVersionNumber })
          : intl.formatMessage(formMessages.saved),
      );
      return result;
    } catch (error) {
      const problems = recipeProblems(error, { values, kitchenShown: choosing, pricesShown: priced });
      form.setFields(problems.fields);
      if (problems.fields[0]) form.scrollToField(problems.fields[0].name);
      setAlert(problems.message ?? (problems.fields.length ? null : intl.formatMessage(formMessages.genericError)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  useUnsavedChangesGuard({ dirty, onSave: submit });

  // Leave once the guard knows the form is clean (its effect runs first), or it would hold us here.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    if (saved && !dirty) onSavedRef.current(saved);
  }, [saved, dirty]);

  const onValuesChange = (changed: Partial<RecipeValues>) => {
    setDirty(true);
    // Categories and cooks belong to a kitchen, sub-categories to a category.
    if ('kitchenId' in changed) form.setFieldsValue({ categoryId: null, subCategoryId: null, cookIds: [] });
    if ('categoryId' in changed) form.setFieldValue('subCategoryId', null);
  };

  const body = (
    <>
      {choosing && <KitchenSection />}
      {/* Until the kitchen is chosen there is nothing to offer in the pickers. */}
      {(kitchen || !choosing) && (
        <RecipeSections
          kitchenId={kitchen}
          recipe={recipe}
          token={token}
          newIngredientKitchen={chooseKitchen ? kitchen : undefined}
          priced={priced}
          prefetchedKitchen={prefetchedKitchen}
        />
      )}
    </>
  );
  // One reading of the review state gives both what Save says and the banner above the form.
  const { drafting, notice } = releaseMode(recipe ? release : undefined);
  // Save and Cancel stay in reach however long the form: the bar sticks to the bottom of the view.
  // The change note sits in it, one line, as restore's and release's do in their dialogs.
  const noteLabel = intl.formatMessage(editorMessages.changeNote);
  const actions = (
    <Flex
      gap={12}
      wrap
      align="start"
      data-testid="form-actions"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: look.colorBgContainer,
        borderTop: `1px solid ${look.colorBorderSecondary}`,
        padding: '12px 0',
        marginTop: 4,
      }}
    >
      <Button variant="primary" htmlType="submit" loading={busy}>
        {intl.formatMessage(drafting ? editorMessages.saveDraft : formMessages.save)}
      </Button>
      <Button onClick={onCancel}>{intl.formatMessage(formMessages.cancel)}</Button>
      {/* The service bounds it too, and its message on `changeNote` lands under the field. */}
      <Form.Item name="changeNote" style={{ margin: 0, flex: '1 1 240px', maxWidth: 520 }}>
        <Input aria-label={noteLabel} placeholder={noteLabel} maxLength={CHANGE_NOTE_MAX} allowClear />
      </Form.Item>
    </Flex>
  );

  return (
    <>
      {notice && (
        <Alert
          type="info"
          showIcon
          data-testid="review-notice"
          title={intl.formatMessage(notice.message, notice.values)}
          style={{ marginBottom: 12, maxWidth: showCosts ? 1320 : 960 }}
        />
      )}
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <ConfigProvider theme={DENSE}>
        <BrigadeForm<RecipeValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onValuesChange={onValuesChange}
          onFinish={() => void submit().then((result) => result && setSaved(result))}
          scrollToFirstError
          style={{ maxWidth: showCosts ? 1320 : 960 }}
        >
          {showCosts ? (
            <Flex gap={16} align="start" wrap>
              <div style={{ flex: '1 1 560px', minWidth: 0, maxWidth: 960 }}>{body}</div>
              {/* Beside the form while there is room, kept in view as the form scrolls. */}
              {(kitchen || !choosing) && (
                <div style={{ flex: '0 1 340px', minWidth: 280, position: 'sticky', top: 16 }}>
                  <CostingPreview recipeId={recipe?.id} kitchenId={kitchen} type={kind} priced={priced} gapLinks={gapLinks} />
                </div>
              )}
            </Flex>
          ) : (
            body
          )}
          {actions}
        </BrigadeForm>
      </ConfigProvider>
    </>
  );
}
