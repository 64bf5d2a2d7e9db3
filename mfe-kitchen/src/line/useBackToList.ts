import type { RecipeMenuType } from '@brigade/recipe-editor';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { consoleListPath, useAdminPreview } from './AdminPreview';
import { kitchenLineMessages } from './messages';
import { originOf } from './origin';
import { LINE_HOME } from './paths';

/**
 * Where the page's Back leads, and its words. A sub-recipe opened from a dish leads back to that
 * dish at the step and yield the cook left it ('Back to Steak frites', issue #45). Otherwise back
 * to the cook's list as they left it (kind, search, page), which the card handed over; else its
 * start. An admin has no cook's list (their root is the dashboard): back to the console's recipes or dishes.
 */
export function useBack(type?: RecipeMenuType): { label: string; go(): void } {
  const intl = useIntl();
  const navigate = useNavigate();
  const preview = useAdminPreview();
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const origin = originOf(params);
  // The list travels on, so the dish's own Back still finds it.
  if (origin)
    return {
      label: intl.formatMessage(kitchenLineMessages.backTo, { title: origin.title }),
      go: () => void navigate(origin.to, { state }),
    };
  const list = state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return {
    label: intl.formatMessage(kitchenLineMessages.back),
    go: () => void navigate(preview ? consoleListPath(type) : `${LINE_HOME}${list}`),
  };
}
