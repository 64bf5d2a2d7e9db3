import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppIntl } from '../src/i18n/AppIntl';
import { catalogues, loadCatalogue, loadedCatalogue, mergeCatalogues } from '../src/i18n/loading';
import type { Catalogue, Locale } from '../src/i18n/locales';

/** A loader the test answers by hand, recording which languages were asked for. */
function controlled(en: Catalogue) {
  const asked: Locale[] = [];
  const answers = new Map<Locale, { resolve: (c: Catalogue) => void; reject: (e: Error) => void }>();
  const cats = catalogues(en, (locale) => {
    asked.push(locale);
    return new Promise<Catalogue>((resolve, reject) => answers.set(locale, { resolve, reject }));
  });
  return { cats, asked, answer: (locale: Locale) => answers.get(locale)! };
}

const greeting = <FormattedMessage id="test.greeting" defaultMessage="Good morning" />;

/** As in the shell, where a remote's AppIntl waits inside the remote's Suspense boundary. */
const Waiting = ({ children }: { children: ReactNode }) => <Suspense fallback={<p>Loading the remote...</p>}>{children}</Suspense>;

test('English is in the bundle: nothing is fetched and the page renders at once', () => {
  const { cats, asked } = controlled({ 'test.greeting': 'Good morning, chef' });
  render(
    <AppIntl catalogues={cats} locale="en">
      {greeting}
    </AppIntl>,
  );
  expect(screen.getByText('Good morning, chef')).toBeTruthy();
  expect(asked).toEqual([]);
});

test('another language is fetched once, and the page waits for it rather than showing English first', async () => {
  const { cats, asked, answer } = controlled({ 'test.greeting': 'Good morning, chef' });
  // React retries a suspended render only for an initial render inside an awaited act().
  const view = await act(async () =>
    render(
      <AppIntl catalogues={cats} locale="nl">
        {greeting}
      </AppIntl>,
      { wrapper: Waiting },
    ),
  );
  expect(screen.getByText('Loading the remote...')).toBeTruthy();
  expect(screen.queryByText('Good morning, chef')).toBeNull();
  await act(async () => {
    answer('nl').resolve({ 'test.greeting': 'Goedemorgen, chef' });
    await loadCatalogue(cats, 'nl');
  });
  expect(await screen.findByText('Goedemorgen, chef')).toBeTruthy();
  view.rerender(
    <AppIntl catalogues={cats} locale="nl">
      {greeting}
    </AppIntl>,
  );
  expect(screen.getByText('Goedemorgen, chef')).toBeTruthy();
  expect(asked).toEqual(['nl']);
});

test('a language that cannot be fetched reads in English instead of breaking the page', async () => {
  const { cats, answer } = controlled({ 'test.greeting': 'Good morning, chef' });
  await act(async () => {
    render(
      <AppIntl catalogues={cats} locale="fr">
        {greeting}
      </AppIntl>,
      { wrapper: Waiting },
    );
  });
  await act(async () => {
    answer('fr').reject(new Error('chunk failed'));
    await loadCatalogue(cats, 'fr');
  });
  expect(await screen.findByText('Good morning, chef')).toBeTruthy();
});

test('merged catalogues fetch their parts together; a later part wins on the same id; English gaps stay English', async () => {
  const editor = controlled({ 'a.title': 'Recipe', 'a.only': 'Only English' });
  const console = controlled({ 'a.title': 'Recipes', 'b.save': 'Save' });
  const merged = mergeCatalogues(editor.cats, console.cats);
  expect(merged.en).toEqual({ 'a.title': 'Recipes', 'a.only': 'Only English', 'b.save': 'Save' });
  const loading = merged.load('de');
  expect([editor.asked, console.asked]).toEqual([['de'], ['de']]);
  editor.answer('de').resolve({ 'a.title': 'Rezept' });
  console.answer('de').resolve({ 'a.title': 'Rezepte', 'b.save': 'Speichern' });
  expect(await loading).toEqual({ 'a.title': 'Rezepte', 'b.save': 'Speichern' });
  expect(loadedCatalogue(merged, 'en')).toBe(merged.en);
  expect(loadedCatalogue(merged, 'de')).toBeUndefined();
});
