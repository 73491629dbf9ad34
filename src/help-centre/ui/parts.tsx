/** Pieces every screen uses: error and retry views, the error and not-found pages, link following. */
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { linkUnavailable } from '../../shared/links';
import type { RouteTarget } from '../../shared/links';
import { consoleLogger } from '../../shared/logger';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { openLink } from '../../ui/links';
import { LinkedText } from '../../ui/LinkedText';
import { Skeleton } from '../../ui/Skeleton';
import { useStrings } from '../../ui/useStrings';
import { FAQ_PREFIX, QUERY_PARAMS, ROUTES } from '../constants';
import { followLink, routeLink } from '../core/links';
import type { LinkCommands } from '../core/links';
import { faqRoute } from '../core/tree';
import { strings } from '../strings';
import type { ArticleAction } from '../core/model';
import type { ChatRequest } from '../core/chat';
import { useChatHandOff, useOpenChatPanel } from './chat';
import { useHelpCentre } from './context';
import { useBack } from './useBack';
import { useOpenForm } from './useOpenForm';

/**
 * §2.3 'Need more help?': the section's heading and, unless `text` is false, its line, then what
 * the page offers there (the chat button, 'Help with something else').
 */
export function MoreHelp({ text = true, children }: { text?: boolean; children: ReactNode }) {
  const t = useStrings(strings);
  const id = useId();
  return (
    <section className="hc-section hc-more" aria-labelledby={id} part="need-more-help">
      <h2 id={id} className="hc-section__title">
        {t('needMoreHelp')}
      </h2>
      {text && <p className="hc-muted">{t('needMoreHelpText')}</p>}
      {children}
    </section>
  );
}

/** §8: a load failed: 'Something went wrong' with 'Try again'. */
export function RetryView({ onRetry, message }: { onRetry: () => void; message?: string | undefined }) {
  const t = useStrings(strings);
  return (
    <div className="hc-retry" part="retry" role="alert">
      <Icon name="warning" size={28} className="hc-retry__icon" />
      <p className="hc-retry__title">{t('somethingWentWrong')}</p>
      {message && <p className="hc-muted">{message}</p>}
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

/** §2.3 Error page: 'Got it' goes back to the landing page. */
export function ErrorPage({ title, text }: { title?: string; text?: string }) {
  const t = useStrings(strings);
  const [, navigate] = useLocation();
  return (
    <section className="hc-page hc-error-page" part="error-page" aria-labelledby="hc-error-title">
      <Icon name="failure" size={48} className="hc-error-page__icon" />
      <h1 id="hc-error-title" className="hc-title">
        {title ?? t('somethingWentWrong')}
      </h1>
      <p className="hc-muted">{text ?? t('errorPageText')}</p>
      <Button onClick={() => navigate(ROUTES.landing)}>{t('gotIt')}</Button>
    </section>
  );
}

export function NotFoundPage() {
  const t = useStrings(strings);
  return <ErrorPage title={t('notFound')} text={t('notFoundText')} />;
}

export interface ListSkeletonProps {
  count: number;
  label: string;
  /** The rows it stands for have an icon (categories, requests, cards, completions). */
  icon?: boolean;
  /** The rows it stands for have a second line (a description, a date, a transaction's type). */
  description?: boolean;
}

/**
 * Rows of a list while it loads, built as the rows are (`hc-row`, the same lines), so the list
 * that replaces them takes the same height per row and nothing under it moves.
 */
export function ListSkeleton({ count, label, icon = false, description = false }: ListSkeletonProps) {
  return (
    <div className="hc-list hc-skeletons" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="hc-row hc-row--static" aria-hidden="true">
          {icon && <Skeleton shape="circle" width={22} />}
          <span className="hc-row__text">
            <span className="hc-row__title">
              <Skeleton width="55%" />
            </span>
            {description && (
              <span className="hc-row__description">
                <Skeleton width="80%" />
              </span>
            )}
          </span>
        </div>
      ))}
    </div>
  );
}

/** A text's lines while it loads (an article's content). */
export function TextSkeleton({ label }: { label: string }) {
  return (
    <div className="hc-content hc-skeletons" role="status" aria-label={label}>
      <Skeleton lines={3} />
      <Skeleton lines={4} />
    </div>
  );
}

/** A page whose title is not known yet (a FAQ route before the tree): its header, then rows. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <section className="hc-page" aria-busy="true">
      <div className="hc-header" aria-hidden="true">
        <Skeleton shape="circle" width={40} />
        <span className="hc-title hc-title--skeleton">
          <Skeleton width="50%" />
        </span>
      </div>
      <ListSkeleton count={5} label={label} description />
    </section>
  );
}

/**
 * A page's header: a back chevron and the title. Back goes to the page before in the help centre's
 * own history (useBack), to `back` (its link's address) only when there is none.
 */
export function PageHeader({ title, back, children }: { title: ReactNode; back?: string | undefined; children?: ReactNode }) {
  const t = useStrings(strings);
  const goBack = useBack();
  return (
    <header className="hc-header" part="header">
      {back !== undefined && (
        <Link
          to={back}
          className="hc-icon-button"
          aria-label={t('back')}
          onClick={(event) => {
            event.preventDefault();
            goBack(back);
          }}
        >
          <Icon name="chevronLeft" size={22} />
        </Link>
      )}
      <h1 className="hc-title" part="title">
        {title}
      </h1>
      {children}
    </header>
  );
}

/**
 * §8: a missing FAQ is tracked with its path and referrer; tracking errors are only logged. One
 * path shape, a FAQ url path (§7.5 not-found's urlPath): what follows the help centre's `/faq/`
 * in the route the reader asked for — `cards/lost` for a FAQ by path or an article, `item?key=lost`
 * for a FAQ by key.
 */
export function useTrackMissing(asked: { urlPath: string } | { key: string }, missing: boolean): void {
  const { services } = useHelpCentre();
  const path = ('key' in asked ? faqItemRoute(asked.key) : faqRoute(asked.urlPath)).slice(`${FAQ_PREFIX}/`.length);
  useEffect(() => {
    if (!missing) return;
    services.trackMissingFaq({ path, referrer: document.referrer || location.origin }).catch((error: unknown) => consoleLogger.warn('help centre: tracking failed.', error));
  }, [services, path, missing]);
}

export interface ActionLinkProps {
  label: string;
  link: string;
  follow: (url: string) => void;
  /** A secondary button (actions), a text button (steps, help links) or a row (suggestions). */
  look?: 'button' | 'text' | 'row';
  part?: string | undefined;
}

/**
 * A link from content as a control; one that cannot be followed is its label as text, with the
 * note that it is available in the mobile app only for an app link without a web page (§5), as
 * text links show it: never a button that does nothing.
 */
export function ActionLink({ label, link, follow, look = 'text', part }: ActionLinkProps) {
  const t = useStrings(strings);
  const why = linkUnavailable(link);
  if (why) {
    return (
      <span className={look === 'row' ? 'hc-row hc-row--static' : 'hc-app-only'} part={cx(part, 'app-only')}>
        <span>
          {label}
          {why === 'mobile-only' && <span className="hc-muted"> ({t('mobileOnly')})</span>}
        </span>
      </span>
    );
  }
  if (look === 'button') {
    return (
      <Button variant="secondary" onClick={() => follow(link)}>
        {label}
      </Button>
    );
  }
  return (
    <button type="button" className={look === 'row' ? 'hc-row' : 'hc-text-button'} part={part} onClick={() => follow(link)}>
      {look === 'row' ? <span>{label}</span> : label}
    </button>
  );
}

/**
 * One action of content (§3.3: an article's or an issue's actions, a sub-content item's action): a
 * form action opens its form (useOpenForm), a link is an ActionLink.
 */
export function ActionItem({ action, follow, look = 'button' }: { action: ArticleAction; follow: (url: string) => void; look?: 'button' | 'text' }) {
  const form = useOpenForm();
  if (action.kind === 'link') return <ActionLink look={look} label={action.label} link={action.link} follow={follow} />;
  if (look === 'text') {
    return (
      <button type="button" className="hc-text-button" onClick={() => form.open(action)}>
        {action.title}
      </button>
    );
  }
  return (
    <Button variant="secondary" onClick={() => form.open(action)}>
      {action.title}
    </Button>
  );
}

/** A list of actions as buttons (an article's suggested actions, an issue's actions). */
export function ActionList({ actions, follow, part }: { actions: readonly ArticleAction[]; follow: (url: string) => void; part?: string }) {
  return (
    <div className="hc-actions" part={part}>
      {actions.map((action, index) => (
        <ActionItem key={index} action={action} follow={follow} />
      ))}
    </div>
  );
}

/**
 * Content text with `[label](url)` links (§5 Link rendering): routes through `onRoute`, and an app
 * deep link that cannot be mapped reads its label plus the mobile-only note (§5, §9), as actions do.
 */
export function ContentText({ text, onRoute }: { text: string; onRoute: (target: RouteTarget) => void }) {
  const t = useStrings(strings);
  return <LinkedText text={text} onRoute={onRoute} mobileOnlyNote={t('mobileOnly')} />;
}

export const faqItemRoute = (key: string): string => `${ROUTES.faqItem}?${QUERY_PARAMS.key}=${encodeURIComponent(key)}`;

/**
 * Follows a link from content (core/links.ts says where each goes): the help centre's FAQ route,
 * its form, the chat through the chat hand-off as the chat button opens it (`chat`: the page's
 * category and context), a ticket in the chat panel, and the rest through the shared links (app
 * links to web paths; unsafe URLs refused and reported).
 */
export function useFollowLink(chat: ChatRequest = {}): { follow: (url: string) => void; route: (target: RouteTarget) => void } {
  const { emit } = useElement();
  const [, navigate] = useLocation();
  const form = useOpenForm();
  const handOff = useChatHandOff();
  const openChatPanel = useOpenChatPanel();
  const commands: LinkCommands = {
    openFaq: (key) => navigate(faqItemRoute(key)),
    openForm: (action) => form.open(action),
    openTicket: (ticketId) => openChatPanel({ ticketId }),
    openChat: (request) => handOff.open(request),
    openWeb: (url) => void openLink(url, (detail) => emit('fin-error', detail)),
    warn: (message) => consoleLogger.warn(message),
  };
  return { follow: (url) => followLink(url, chat, commands), route: (target) => routeLink(target, chat, commands) };
}
