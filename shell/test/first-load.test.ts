import { firstLoadPackages } from '@brigade/web-build/dist/first-load';
import { join } from 'node:path';

// antd (375 kB gzipped shared) and Apollo with graphql (~95 kB) wait for the first page that needs them (#26).
const HEAVY = ['antd', '@ant-design/icons', '@apollo/client', 'graphql', 'rxjs'];

test("the shell's first load (bootstrap, the public frame, the cookie banner) reaches neither antd nor Apollo: the sign-in page's budget", () => {
  const heavy = firstLoadPackages(join(__dirname, '..', 'src', 'bootstrap.tsx')).filter(({ module }) => HEAVY.includes(module));
  // On failure, each package with the chain of files that pulls it in.
  expect(heavy).toEqual([]);
});

test('the console frame does reach them (the check sees what it is meant to)', () => {
  const reached = firstLoadPackages(join(__dirname, '..', 'src', 'frames', 'ConsoleFrame.tsx')).map(({ module }) => module);
  expect(reached).toEqual(expect.arrayContaining(['antd', '@apollo/client']));
});
