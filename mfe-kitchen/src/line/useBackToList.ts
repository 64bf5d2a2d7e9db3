import type { RecipeMenuType } from '@brigade/recipe-editor';
import { useLocation, useNavigate } from 'react-router-dom';
import { LINE_HOME } from './paths';
import { consoleListPath, useAdminPreview } from './AdminPreview';

/**
 * Back to the cook's list as they left it (kind, search, page), which the card handed over; else its start.
 * An admin has no cook's list (their root is the dashboard): back to the console's recipes or dishes.
 */
export function useBackToList(type?: RecipeMenuType) {
  const navigate = useNavigate();
  const preview = useAdminPreview();
  const state: unknown = useLocation().state;
  const list = state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return () => void navigate(preview ? consoleListPath(type) : `${LINE_HOME}${list}`);
}
