import { useLocation, useNavigate } from 'react-router-dom';
import { LINE_HOME } from './paths';

/** Back to the cook's list as they left it (kind, search, page), which the card handed over; else its start. */
export function useBackToList() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const list = state && typeof state === 'object' && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return () => void navigate(`${LINE_HOME}${list}`);
}
