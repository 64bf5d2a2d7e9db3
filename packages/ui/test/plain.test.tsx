import { fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { useState, type ReactNode } from 'react';
import ts from 'typescript';
import { AppIntl } from '../src/i18n/AppIntl';
import type { Locale } from '../src/i18n/locales';
import { Spinner } from '../src/components/spinner/Spinner';
import { CheckboxField } from '../src/plain/CheckboxField';
import { Notice } from '../src/plain/Notice';
import { PasswordField } from '../src/plain/PasswordField';
import { PlainButton } from '../src/plain/PlainButton';
import { PlainCard } from '../src/plain/PlainCard';
import { PlainLink } from '../src/plain/PlainLink';
import { PlainSelect } from '../src/plain/PlainSelect';
import { PlainSwitch } from '../src/plain/PlainSwitch';
import { PLAIN_CSS } from '../src/plain/sheet';
import { PLAIN_STYLE_ATTRIBUTE } from '../src/plain/styles';
import { TextField } from '../src/plain/TextField';
import { plainThemeVars } from '../src/plain/theme-vars';
import { NO_APP_MESSAGES } from './render';

/** Only the language around them, no antd <App>: the sign-in page has nothing more. */
function renderPlain(ui: ReactNode, locale: Locale = 'en'): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <AppIntl catalogues={NO_APP_MESSAGES} locale={locale}>
        {children}
      </AppIntl>
    ),
  });
}

/** A field as a form keeps it: the value in state, so typing shows. */
function Email({ error, onChange = () => undefined }: { error?: string | null; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return <TextField label="Email" name="email" type="email" autoComplete="email" value={value} onChange={change} error={error} />;
}

describe('fields', () => {
  test("a field's error is its accessible description and marks it invalid", () => {
    const { rerender } = renderPlain(<Email />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email', description: '' })).toBe(input);

    rerender(<Email error="Please enter your email" />);
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Please enter your email' })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email');

    rerender(<Email error={null} />);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  test('typing reaches onChange as the new value', () => {
    const onChange = jest.fn();
    renderPlain(<Email onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    expect(onChange).toHaveBeenCalledWith('cook@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cook@example.com');
  });

  test('the password toggle shows what was typed and says what it will do next', () => {
    renderPlain(<PasswordField label="Password" name="password" value="s3cret" onChange={() => undefined} error="Wrong password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input).toBe(screen.getByLabelText('Password', { selector: 'input' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('textbox', { name: 'Password', description: 'Wrong password' })).toBe(input);

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  test('the password toggle speaks the chosen language', () => {
    renderPlain(<PasswordField label="Wachtwoord" name="password" value="" onChange={() => undefined} />, 'nl');
    expect(screen.getByRole('button', { name: 'Wachtwoord tonen' })).toBeTruthy();
  });

  test('the checkbox reports its new state', () => {
    const onChange = jest.fn();
    renderPlain(<CheckboxField label="Remember me" name="remember" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('buttons', () => {
  test('a loading button says it is busy and ignores clicks, also as a form submit', () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = renderPlain(
      <form onSubmit={onSubmit}>
        <PlainButton kind="primary" htmlType="submit" loading onClick={onClick}>
          Sign in
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <PlainButton kind="primary" htmlType="submit" onClick={onClick}>
          Sign in
        </PlainButton>
      </form>,
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('a disabled button cannot be pressed; an icon-only one is named by its label', () => {
    const onClick = jest.fn();
    renderPlain(
      <>
        <PlainButton disabled onClick={onClick}>
          Save
        </PlainButton>
        <PlainButton kind="text" aria-label="Open menu" icon={<span>≡</span>} />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('type')).toBe('button');
  });

  test('the switch flips aria-checked and reports the new state', () => {
    function Theme({ onChange }: { onChange: (dark: boolean) => void }) {
      const [dark, setDark] = useState(true);
      const change = (next: boolean) => {
        setDark(next);
        onChange(next);
      };
      return <PlainSwitch checked={dark} onChange={change} aria-label="Dark mode" checkedLabel="Dark" uncheckedLabel="Light" />;
    }
    const onChange = jest.fn();
    renderPlain(<Theme onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  test('the select offers its options and reports the chosen value', () => {
    const onChange = jest.fn();
    const options = [
      { value: 'en', label: 'English' },
      { value: 'nl', label: 'Nederlands' },
    ];
    renderPlain(<PlainSelect aria-label="Language" value="en" options={options} onChange={onChange} width={112} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Nederlands']);
    fireEvent.change(select, { target: { value: 'nl' } });
    expect(onChange).toHaveBeenCalledWith('nl');
  });
});

describe('page parts', () => {
  test("a card's title is the page's one level-1 heading", () => {
    renderPlain(
      <PlainCard title="Sign in">
        <p>Welcome back</p>
      </PlainCard>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1']);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  test('an error notice interrupts; an info notice waits its turn unless told otherwise', () => {
    renderPlain(
      <>
        <Notice type="error" title="Wrong email or password" />
        <Notice type="info" title="Your session ended">
          Please sign in again
        </Notice>
        <Notice type="warning" role="status" title="Verify your email first" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong email or password');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Your session endedPlease sign in again',
      'Verify your email first',
    ]);
  });

  test('a plain link passes on what an anchor takes, its ref too', () => {
    let anchor: HTMLAnchorElement | null = null;
    renderPlain(
      <PlainLink href="/register" ref={(element) => void (anchor = element)} className="extra">
        Register your kitchen
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Register your kitchen' });
    expect(link.getAttribute('href')).toBe('/register');
    expect(link.className).toContain('extra');
    expect(anchor).toBe(link);
  });
});

describe('the stylesheet', () => {
  test('is put into <head> once, however many components use it', () => {
    renderPlain(
      <PlainCard title="Sign in">
        <Notice type="info" title="Hello" />
        <Email />
        <PasswordField label="Password" name="password" value="" onChange={() => undefined} />
        <CheckboxField label="Remember me" checked={false} onChange={() => undefined} />
        <PlainButton kind="primary">One</PlainButton>
        <PlainButton>Two</PlainButton>
        <PlainLink href="/contact">Contact</PlainLink>
        <PlainSelect aria-label="Language" value="en" options={[{ value: 'en', label: 'English' }]} onChange={() => undefined} />
        <PlainSwitch checked onChange={() => undefined} aria-label="Dark mode" checkedLabel="Dark" uncheckedLabel="Light" />
        <Spinner />
      </PlainCard>,
    );
    renderPlain(<PlainButton>Another tree</PlainButton>);
    const sheets = document.head.querySelectorAll(`style[${PLAIN_STYLE_ATTRIBUTE}]`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toBe(PLAIN_CSS);
  });

  test('plainThemeVars gives the light and dark themes their own colours and the shell its accent', () => {
    const dark = plainThemeVars(true, '#fa8c16', '#141414', '#fa8c16');
    const light = plainThemeVars(false, '#fa8c16', '#141414', '#ad5f0f');
    expect(dark['--brigade-bg']).toBe('#000000');
    expect(light['--brigade-bg']).toBe('#f5f5f5');
    expect(dark['--brigade-surface']).not.toBe(light['--brigade-surface']);
    expect(dark['--brigade-color-scheme']).toBe('dark');
    expect(light['--brigade-color-scheme']).toBe('light');
    expect(light['--brigade-link']).toBe('#ad5f0f');
    expect(light['--brigade-primary']).toBe('#fa8c16');
  });

  test('reads only variables the shell sets, each with a dark-theme fallback', () => {
    const read = [...PLAIN_CSS.matchAll(/var\((--brigade-[a-z-]+)(,?)/g)];
    const set = Object.keys(plainThemeVars(true, '#fa8c16', '#141414', '#fa8c16'));
    expect(read.length).toBeGreaterThan(20);
    expect([...new Set(read.map(([, name]) => name))].filter((name) => !set.includes(name!))).toEqual([]);
    expect(read.filter(([, , comma]) => comma !== ',')).toEqual([]);
  });
});

/**
 * The point of src/plain/: the sign-in page loads without antd. Every module the plain components
 * and the spinner reach through relative imports is read, and none may import antd.
 */
describe('no antd', () => {
  const SRC = join(__dirname, '..', 'src');
  // antd, its icons and cssinjs, and the rc-component packages it is built from.
  const ANTD = /^(antd|@ant-design\/|@rc-component\/|rc-)/;

  function resolveSource(from: string, specifier: string): string {
    const base = resolve(dirname(from), specifier);
    for (const file of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
      try {
        readFileSync(file);
        return file;
      } catch {
        // try the next form
      }
    }
    throw new Error(`${from}: cannot find ${specifier}`);
  }

  /** Every module specifier of a file: imports, re-exports and import() calls. */
  function specifiers(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        found.push(node.moduleSpecifier.text);
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!))
        found.push((node.arguments[0] as ts.StringLiteral).text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  function antdImports(entries: string[]): string[] {
    const seen = new Set<string>();
    const offending: string[] = [];
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of specifiers(file)) {
        if (ANTD.test(specifier)) offending.push(`${file.slice(SRC.length + 1)} imports ${specifier}`);
        else if (specifier.startsWith('.') && !specifier.endsWith('.json')) queue.push(resolveSource(file, specifier));
      }
    }
    return offending;
  }

  const plain = readdirSync(join(SRC, 'plain'))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(SRC, 'plain', name));

  test('neither src/plain nor the spinner (nor the store links the sign-in page shows) imports antd', () => {
    expect(plain.length).toBeGreaterThan(10);
    const entries = [...plain, join(SRC, 'components', 'spinner', 'Spinner.tsx'), join(SRC, 'components', 'store-links', 'StoreLinks.tsx')];
    expect(antdImports(entries)).toEqual([]);
  });

  test('the check would catch one, also through another module', () => {
    expect(antdImports([join(SRC, 'components', 'pagination', 'pages.ts')])).toEqual([]);
    // Pagination imports the kit's Button, which imports antd.
    expect(antdImports([join(SRC, 'components', 'pagination', 'Pagination.tsx')])).toContain('components/button/Button.tsx imports antd');
  });
});

test("a tap button (the header's, on the cook's tablet) is at least 44 px either way; others keep antd's 32", () => {
  renderPlain(
    <>
      <PlainButton kind="text" tap aria-label="Open menu" />
      <PlainButton kind="text" aria-label="Other" />
    </>,
  );
  const size = (name: string) => {
    const style = getComputedStyle(screen.getByRole('button', { name }));
    return [style.minWidth, style.minHeight, style.height];
  };
  expect(size('Open menu')).toEqual(['44px', '44px', '32px']);
  expect(size('Other').slice(0, 2)).not.toContain('44px');
});
