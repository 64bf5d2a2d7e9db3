import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Form, Input, InputNumber } from 'antd';
import { BrigadeForm } from '../src/components/form/BrigadeForm';
import { useValidateMessages } from '../src/components/form/useValidateMessages';
import { usePhoneRule } from '../src/forms/phone';
import { renderUi } from './render';

/** As the shell does: the translated messages for every antd form below. */
function CookForm() {
  const validateMessages = useValidateMessages();
  return (
    <ConfigProvider form={{ validateMessages }}>
      <BrigadeForm aria-label="Cook">
        <Form.Item label="Email" name="email" rules={[{ required: true }, { type: 'email' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[{ min: 3 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Recipes" name="recipes" rules={[{ type: 'number', max: 50 }]}>
          <InputNumber />
        </Form.Item>
        <Button htmlType="submit">Submit</Button>
      </BrigadeForm>
    </ConfigProvider>
  );
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

test("the browser's own validation is off", () => {
  renderUi(<CookForm />);
  expect(screen.getByRole('form', { name: 'Cook' }).hasAttribute('novalidate')).toBe(true);
});

test('an empty required field says so with its label', async () => {
  renderUi(<CookForm />);
  await submit();
  expect(await screen.findByText('Email is required')).toBeTruthy();
});

test('wrong email, too short text and too large number each get their message', async () => {
  renderUi(<CookForm />);
  await type('Email', 'chef');
  await type('Name', 'Al');
  await type('Recipes', '80');
  await submit();
  expect(await screen.findByText('Email is not a valid email address')).toBeTruthy();
  expect(await screen.findByText('Name must have a length of at least 3')).toBeTruthy();
  expect(await screen.findByText('Recipes cannot be more than 50')).toBeTruthy();
});

test('the messages are Dutch when the language is nl', async () => {
  renderUi(<CookForm />, 'nl');
  await submit();
  expect(await screen.findByText('Email is verplicht')).toBeTruthy();
});

function PhoneForm() {
  const phone = usePhoneRule('country');
  return (
    <BrigadeForm aria-label="Admin">
      <Form.Item label="Country" name="country">
        <Input />
      </Form.Item>
      <Form.Item label="Phone" name="phone" rules={[phone]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Submit</Button>
    </BrigadeForm>
  );
}

test("a phone like '12' is refused in the user's language; a real one passes, without its code only with a country", async () => {
  renderUi(<PhoneForm />, 'nl');
  await type('Phone', '12');
  await submit();
  expect(await screen.findByText('Vul een geldig telefoonnummer met landcode in, bijv. +31 6 12345678')).toBeTruthy();
  await type('Phone', '06 12345678');
  await submit();
  expect(await screen.findByText('Vul een geldig telefoonnummer met landcode in, bijv. +31 6 12345678')).toBeTruthy();
  await type('Country', 'NL');
  await type('Phone', '06 12345678');
  await submit();
  await waitFor(() => expect(screen.queryByText(/telefoonnummer/)).toBeNull());
  await type('Phone', '+32 470 12 34 56');
  await submit();
  await waitFor(() => expect(screen.queryByText(/telefoonnummer/)).toBeNull());
});
