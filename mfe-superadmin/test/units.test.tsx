import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockAnswer, type Answer } from '@brigade/test-kit/fixtures/answer';
import type { CatalogFilters } from '../src/__generated__/graphql';
import { UNITS, type Unit } from '../src/units/queries';
import { renderConsole } from './support/render';

const translations = (en: string | null, nl: string | null = null) => ({
  __typename: 'UnitTranslations' as const,
  en,
  nl,
  es: null,
  de: null,
  fr: null,
});
const unit = (id: string, more: Partial<Answer<Unit>>): Answer<Unit> => ({
  __typename: 'Unit',
  id,
  name: id,
  code: id,
  dimension: 'MASS',
  toBase: 1,
  status: 'ACTIVE',
  translations: translations(null),
  ...more,
});
const KG = unit('kg', { name: 'Kilogram', toBase: 1000, translations: translations('Kilogram', 'Kilogram') });
const CUP = unit('cup', { name: 'Cup', dimension: 'VOLUME', toBase: 236.588, translations: translations('Cup', 'Kopje') });
const BUNCH = unit('bunch', { name: 'Bunch', code: 'bunch', dimension: 'COUNT', toBase: null });
const page = (filters: CatalogFilters, records: Answer<Unit>[]) =>
  mockAnswer(UNITS, { pageNo: 1, sizePerPage: 10, filters }, { getUnits: { __typename: 'UnitPage', total: records.length, records } });

test('the super admin reads every unit: symbol, dimension, factor to its base and translations, with nothing to edit', async () => {
  renderConsole('/auth/superadmin/units', { mocks: [page({}, [KG, CUP, BUNCH]), page({ status: 'PAUSED' }, [])] });
  const row = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!;
  expect(await screen.findByText('Kilogram', { selector: 'td' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Units' })).toBeTruthy();
  expect(row('Kilogram').textContent).toContain('Weight');
  expect(within(row('Kilogram')).getByText('1 kg = 1,000 g')).toBeTruthy();
  expect(within(row('Cup')).getByText('1 cup = 236.588 ml')).toBeTruthy();
  expect(within(row('Cup')).getByText('Kopje')).toBeTruthy();
  expect(row('Bunch').textContent).toContain('Count');
  expect(within(row('Bunch')).getByText('Converts only to itself')).toBeTruthy();
  expect(within(row('Bunch')).getByText('None')).toBeTruthy();
  expect(screen.getByText('Total records: 3')).toBeTruthy();
  // Read-only: no create, edit or delete.
  expect(screen.queryByRole('button', { name: /Create|Edit|Delete/ })).toBeNull();

  fireEvent.mouseDown(within(screen.getByLabelText('Status').closest('.ant-select')!).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Paused'));
  await waitFor(() => expect(screen.queryByText('Kilogram', { selector: 'td' })).toBeNull());
});
