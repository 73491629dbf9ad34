/**
 * §2.3 need more help: the chat button (§4.9) and 'Help with something else' (the search page).
 * The chat button, its decision and the hand-off load apart (issue 22 kept the page within budget).
 */
import { Suspense } from 'react';
import { Link } from 'wouter';
import { once } from '../../shared/once';
import { Icon } from '../../ui/Icon';
import { lazyView } from '../../ui/lazy';
import { Skeleton } from '../../ui/Skeleton';
import { useStrings } from '../../ui/useStrings';
import { ROUTES } from '../constants';
import { BUTTON_HEIGHT } from '../../ui/Button';
import { strings } from '../strings';
import type { ChatButtonProps } from './ChatButton';
import { MoreHelp } from './parts';

const ChatButton = lazyView(once(async () => (await import('./ChatButton')).ChatButton));

export interface NeedMoreHelpProps {
  lastVisitedFaq?: string | undefined;
  chat?: ChatButtonProps | undefined;
  /** 'Help with something else' (the search page); false on the search page itself. */
  somethingElse?: boolean;
}

export function NeedMoreHelp({ lastVisitedFaq, chat = {}, somethingElse = true }: NeedMoreHelpProps) {
  const t = useStrings(strings);
  const search = lastVisitedFaq ? `${ROUTES.search}?lastVisitedFaq=${encodeURIComponent(lastVisitedFaq)}` : ROUTES.search;
  return (
    <MoreHelp>
      {/* The button's place while its code loads: the row under it does not move (issue 47). */}
      <Suspense fallback={<Skeleton shape="block" height={BUTTON_HEIGHT} />}>
        <ChatButton {...chat} />
      </Suspense>
      {somethingElse && (
        <Link to={search} className="hc-row" part="something-else">
          <span className="hc-row__title">{t('helpWithSomethingElse')}</span>
          <Icon name="chevronRight" size={20} className="hc-row__chevron" />
        </Link>
      )}
    </MoreHelp>
  );
}
