import { firstLoadPackages } from '@brigade/web-build/dist/first-load';
import { join } from 'node:path';

// antd (375 kB gzipped shared) and Apollo with graphql (~95 kB) come with the call or another page (#26).
const HEAVY = ['antd', '@ant-design/icons', '@apollo/client', 'graphql', 'rxjs'];

test('the remote and its sign-in page reach neither antd nor Apollo before the form is sent', () => {
  const heavy = firstLoadPackages(join(__dirname, '..', 'src', 'App.tsx')).filter(({ module }) => HEAVY.includes(module));
  // On failure, each package with the chain of files that pulls it in.
  expect(heavy).toEqual([]);
});

test('the pages it loads lazily do reach antd (the check sees what it is meant to)', () => {
  const reached = firstLoadPackages(join(__dirname, '..', 'src', 'register', 'RegisterPage.tsx')).map(({ module }) => module);
  expect(reached).toEqual(expect.arrayContaining(['antd', '@apollo/client']));
});
