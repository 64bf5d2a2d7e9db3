import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, waitFor, within, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * One screen as a console mounts it: in a data router (the unsaved-changes guard needs one), antd's
 * App (toasts, confirmations), react-intl with the English defaults and Apollo answering with `mocks`.
 */
export function renderScreen(element: ReactElement, mocks: MockLink.MockedResponse[] = []): RenderResult {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/editor'] });
  return render(
    <IntlProvider locale="en">
      <AntApp>
        <MockedProvider mocks={mocks}>
          <RouterProvider router={router} />
        </MockedProvider>
      </AntApp>
    </IntlProvider>,
  );
}

/** Opens an antd Select and clicks one of its options (in the dropdown just opened, not an earlier one). */
export async function pick(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const dropdown = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    const last = open.at(-1);
    if (!last) throw new Error('no open dropdown');
    return last;
  });
  fireEvent.click(await within(dropdown).findByTitle(option));
}

export { settle } from '@brigade/test-kit/react';
