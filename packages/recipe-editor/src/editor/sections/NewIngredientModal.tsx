import { useMutation } from '@apollo/client/react';
import { formMessages, splitServerError, useSubmissionKey } from '@brigade/ui';
import { Alert, Checkbox, Flex, Form, Input, InputNumber, Modal, Select, type FormRule } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ACTIVE_INGREDIENTS } from '../queries';
import { CREATE_INGREDIENT, type CreateIngredientInput } from '../mutations';
import { editorMessages } from '../messages';
import type { Choices } from '../useChoices';
import { itemValue } from '../values';

/** The name typed in a line's picker, and how to put the created ingredient in that line. */
export type NewIngredientRequest = { name: string; choose: (value: string) => void };

type Values = {
  name?: string;
  allergenIds?: string[];
  mayContainAllergenIds?: string[];
  freeOfOthers?: boolean;
  density?: number | null;
  pieceWeight?: number | null;
};

/** The dialog's field for a CreateIngredients field path (`input.name`, `mayContainAllergenIds.2`), or null. */
const FIELDS = {
  name: 'name',
  allergenIds: 'allergenIds',
  mayContainAllergenIds: 'mayContainAllergenIds',
  freeFromAllergenIds: 'freeOfOthers',
  density: 'density',
  pieceWeight: 'pieceWeight',
} as const satisfies Record<string, keyof Values>;
const fieldOf = (path: string): keyof Values | null => {
  const [head = ''] = path.replace(/^input\./, '').split('.');
  return head in FIELDS ? FIELDS[head as keyof typeof FIELDS] : null;
};

type Props = {
  request: NewIngredientRequest | null;
  choices: Choices;
  /** Named by a super admin (the recipe's kitchen); a kitchen admin's goes to their own. */
  kitchenId?: string;
  onClose: () => void;
};

/** Open while there is a request: each one starts from a fresh form, with the name typed in the picker. */
export function NewIngredientModal({ request, ...props }: Props) {
  return request ? <NewIngredientDialog {...props} request={request} /> : null;
}

/**
 * Adds an ingredient to the kitchen's catalog without leaving the recipe: its name, what it
 * contains or may contain (not ticking "free from the others" leaves the rest unknown, as it
 * should be until someone checks), density and piece weight. Once created it is in the line.
 */
function NewIngredientDialog({ request, choices, kitchenId, onClose }: Props & { request: NewIngredientRequest }) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [alert, setAlert] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_INGREDIENT);
  const keyed = useSubmissionKey();
  const positive: FormRule = {
    validator: (_, value: unknown) =>
      value === null || value === undefined || (typeof value === 'number' && value > 0)
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage(editorMessages.yieldValueInvalid))),
  };
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const contains = values.allergenIds ?? [];
    const mayContain = (values.mayContainAllergenIds ?? []).filter((id) => !contains.includes(id));
    const stated = new Set([...contains, ...mayContain]);
    const input: CreateIngredientInput = {
      name: values.name?.trim() ?? '',
      ...(kitchenId ? { kitchenId } : {}),
      allergenIds: contains,
      mayContainAllergenIds: mayContain,
      // Unticked: the other allergens stay unknown, never assumed absent.
      freeFromAllergenIds: values.freeOfOthers ? choices.allergens.map((a) => a.value).filter((id) => !stated.has(id)) : [],
      density: values.density ?? null,
      pieceWeight: values.pieceWeight ?? null,
    };
    setAlert(null);
    try {
      const { data } = await keyed(input, (context) =>
        create({
          variables: { input },
          context,
          // Into the kitchen's list at once, in name order: the line shows it by name.
          update: (cache, { data: created }) => {
            if (!created) return;
            cache.updateQuery({ query: ACTIVE_INGREDIENTS, variables: choices.ingredientsVariables }, (list) =>
              list
                ? {
                    getActiveIngredients: [...list.getActiveIngredients, created.CreateIngredients].sort((a, b) =>
                      a.name.localeCompare(b.name, intl.locale),
                    ),
                  }
                : list,
            );
          },
        }),
      );
      if (!data) throw new Error('CreateIngredients answered without data');
      request.choose(itemValue({ kind: 'ingredient', id: data.CreateIngredients.id }));
      onClose();
    } catch (error) {
      const problems = splitServerError(error, fieldOf);
      form.setFields(problems.fields.map((field) => ({ name: field.name, errors: field.errors })));
      setAlert(problems.message ?? (problems.fields.length ? null : intl.formatMessage(formMessages.genericError)));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(editorMessages.newIngredient)}
      okText={intl.formatMessage(editorMessages.newIngredientCreate)}
      cancelText={intl.formatMessage(formMessages.cancel)}
      confirmLoading={loading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      {/* No <form> of its own: it sits inside the recipe's, and Enter must not save the recipe. */}
      <Form<Values> form={form} layout="vertical" component={false} initialValues={{ name: request.name, freeOfOthers: false }}>
        <Form.Item
          label={intl.formatMessage(editorMessages.newIngredientName)}
          name="name"
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(editorMessages.newIngredientNameRequired) }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(editorMessages.newIngredientContains)} name="allergenIds">
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.allergens} />
        </Form.Item>
        <Form.Item label={intl.formatMessage(editorMessages.newIngredientMayContain)} name="mayContainAllergenIds">
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={choices.allergens} />
        </Form.Item>
        <Form.Item name="freeOfOthers" valuePropName="checked" extra={intl.formatMessage(editorMessages.newIngredientFreeHelp)}>
          <Checkbox>{intl.formatMessage(editorMessages.newIngredientFreeOfOthers)}</Checkbox>
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            label={intl.formatMessage(editorMessages.newIngredientDensity)}
            name="density"
            rules={[positive]}
            extra={intl.formatMessage(editorMessages.newIngredientDensityHelp)}
            style={{ flex: 1, minWidth: 180 }}
          >
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label={intl.formatMessage(editorMessages.newIngredientPieceWeight)}
            name="pieceWeight"
            rules={[positive]}
            extra={intl.formatMessage(editorMessages.newIngredientPieceWeightHelp)}
            style={{ flex: 1, minWidth: 180 }}
          >
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
