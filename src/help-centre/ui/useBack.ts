/**
 * Back chevrons (issue 47): back in the help centre's own history (core/page-history.ts), to
 * `fallback` (the landing by default) only when the help centre has no page before this one.
 * History routing goes back with the browser (its scroll comes back too); memory routing
 * navigates to the page before with its navigation state.
 */
import { useLocation } from 'wouter';
import { ROUTES } from '../constants';
import { useHelpCentre } from './context';

export function useBack(): (fallback?: string) => void {
  const { pages, routing } = useHelpCentre();
  const [, navigate] = useLocation();
  return (fallback = ROUTES.landing) => {
    const previous = pages.previous();
    if (!previous) navigate(fallback);
    else if (routing === 'history') history.back();
    else {
      pages.record({ kind: 'pop', path: previous.path });
      // '~': the path is the router's own (base included).
      navigate(`~${previous.path}`, { replace: true, state: previous.state });
    }
  };
}
