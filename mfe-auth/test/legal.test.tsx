import { screen } from '@testing-library/react';
import { mockAnswer } from '@brigade/test-kit/fixtures/answer';
import { GET_CMS } from '../src/legal/LegalPage';
import { renderApp } from './support/render';

const cms = (termsCondition: string, privacyPolicy = 'We keep your email to sign you in.') =>
  mockAnswer(GET_CMS, undefined, { GetCms: { __typename: 'Cms', id: 'c1', termsCondition, privacyPolicy } });

test('/toc shows the terms as headings, paragraphs and lists', async () => {
  await renderApp('/toc', {
    mocks: [cms('# Use of Brigade\n\nKitchens pay per month.\nPrices include no VAT.\n\n- Be fair\n- Keep recipes tidy')],
  });
  expect(await screen.findByRole('heading', { name: 'Use of Brigade' })).toBeTruthy();
  expect(screen.getByText('Terms and conditions')).toBeTruthy();
  expect(screen.getByText(/Kitchens pay per month\./)).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Be fair', 'Keep recipes tidy']);
});

test('/privacy shows the privacy policy', async () => {
  await renderApp('/privacy', { mocks: [cms('Terms', 'We keep your email to sign you in.')] });
  expect(await screen.findByText('We keep your email to sign you in.')).toBeTruthy();
  expect(screen.getByText('Privacy policy')).toBeTruthy();
  expect(screen.queryByText('Terms')).toBeNull();
});

test('HTML in a legal text is shown as text: no markup, scripts or images reach the page', async () => {
  const html = '<p>First <b>rule</b></p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><p>Second rule</p>';
  const { container } = await renderApp('/toc', { mocks: [cms(html)] });
  expect(await screen.findByText(html)).toBeTruthy();
  expect(container.querySelector('img, script, b')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

test('Markdown headings, lists, emphasis and links render as such; a script in the text is shown, not run', async () => {
  const { container } = await renderApp('/privacy', {
    mocks: [
      cms(
        'Terms',
        '## Payments\n\n1. Monthly\n2. **Yearly**\n\nSee <script>window.hacked = true</script> below, [us](https://brigade.example) or [this](javascript:alert(1)).',
      ),
    ],
  });
  expect(await screen.findByRole('heading', { name: 'Payments' })).toBeTruthy();
  expect(container.querySelector('ol')).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Monthly', 'Yearly']);
  expect(screen.getByText('Yearly').tagName).toBe('STRONG');
  expect(screen.getByText(/See <script>window\.hacked = true<\/script> below/)).toBeTruthy();
  expect(container.querySelector('script')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  expect(screen.getByRole('link', { name: 'us' }).getAttribute('href')).toBe('https://brigade.example');
  expect(screen.getByText('this').getAttribute('href') ?? '').not.toContain('javascript');
});

test('no published text yet says so', async () => {
  await renderApp('/privacy', { mocks: [mockAnswer(GET_CMS, undefined, { GetCms: null })] });
  expect(await screen.findByText('This text has not been published yet.')).toBeTruthy();
});
