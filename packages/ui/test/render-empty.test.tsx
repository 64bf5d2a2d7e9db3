import { fireEvent, screen } from '@testing-library/react';
import { ConfigProvider, Select } from 'antd';
import type { ReactNode } from 'react';
import { useRenderEmpty } from '../src/components/empty/useRenderEmpty';
import { renderUi } from './render';

function Empties({ children }: { children: ReactNode }) {
  return <ConfigProvider renderEmpty={useRenderEmpty()}>{children}</ConfigProvider>;
}

test("an empty picker says 'No Record Found' in the person's language, not antd's 'No data'", () => {
  renderUi(
    <Empties>
      <Select aria-label="Sub Category" options={[]} open />
    </Empties>,
    'nl',
  );
  expect(screen.getByText('Geen record gevonden')).toBeTruthy();
  expect(screen.queryByText('No data', { selector: '.ant-empty-description' })).toBeNull();
});

test("a picker's own empty text still wins", () => {
  renderUi(
    <Empties>
      <Select aria-label="Cooks" options={[]} open notFoundContent="Type a name" />
    </Empties>,
  );
  fireEvent.focus(screen.getByLabelText('Cooks'));
  expect(screen.getByText('Type a name')).toBeTruthy();
});
