import { screen } from '@testing-library/react';
import { GET_CMS } from '../src/legal/LegalPage';
import { toBlocks } from '../src/legal/legal-text';
import { renderApp } from './support/render';

const cms = (termsCondition: string, privacyPolicy = 'We keep your email to sign you in.') => ({
  request: { query: GET_CMS },
  result: { data: { GetCms: { __typename: 'Cms', id: 'c1', termsCondition, privacyPolicy } } },
});

test('/toc shows the terms as headings, paragraphs and lists', async () => {
  renderApp('/toc', {
    mocks: [cms('# Use of Brigade\n\nKitchens pay per month.\nPrices include no VAT.\n\n- Be fair\n- Keep recipes tidy')],
  });
  expect(await screen.findByRole('heading', { name: 'Use of Brigade' })).toBeTruthy();
  expect(screen.getByText('Terms and conditions')).toBeTruthy();
  expect(screen.getByText(/Kitchens pay per month\./)).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Be fair', 'Keep recipes tidy']);
});

test('/privacy shows the privacy policy', async () => {
  renderApp('/privacy', { mocks: [cms('Terms', 'We keep your email to sign you in.')] });
  expect(await screen.findByText('We keep your email to sign you in.')).toBeTruthy();
  expect(screen.getByText('Privacy policy')).toBeTruthy();
  expect(screen.queryByText('Terms')).toBeNull();
});

test('HTML in a legal text is shown as text: no markup, scripts or images reach the page', async () => {
  const { container } = renderApp('/toc', {
    mocks: [
      cms('<p>First <b>rule</b></p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><p>Second rule</p>'),
    ],
  });
  expect(await screen.findByText('First rule')).toBeTruthy();
  expect(screen.getByText('Second rule')).toBeTruthy();
  expect(container.querySelector('img, script, b')).toBeNull();
  expect(container.textContent).not.toContain('hacked');
});

test('no published text yet says so', async () => {
  renderApp('/privacy', { mocks: [{ request: { query: GET_CMS }, result: { data: { GetCms: null } } }] });
  expect(await screen.findByText('This text has not been published yet.')).toBeTruthy();
});

describe('toBlocks', () => {
  test('blank lines separate blocks; single newlines stay lines of one paragraph', () => {
    expect(toBlocks('One\ntwo\r\n\r\nThree')).toEqual([
      { kind: 'paragraph', lines: ['One', 'two'] },
      { kind: 'paragraph', lines: ['Three'] },
    ]);
  });

  test('markdown-like headings, numbered lists and emphasis become plain structure', () => {
    expect(toBlocks('## Payments\n1. Monthly\n2. **Yearly**')).toEqual([
      { kind: 'heading', text: 'Payments' },
      { kind: 'list', items: ['Monthly', 'Yearly'] },
    ]);
  });

  test('HTML lists and line breaks keep their shape as text', () => {
    expect(toBlocks('<ul><li>A &amp; B</li><li>C</li></ul><p>x<br>y</p>')).toEqual([
      { kind: 'list', items: ['A & B', 'C'] },
      { kind: 'paragraph', lines: ['x', 'y'] },
    ]);
  });
});
