/**
 * <fin-help-centre>'s view: one query cache, toasts and the routes of §2.3 under the base path,
 * on the host page's URL (History API) or, with routing="memory", inside the element.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Route, Router, Switch, useLocation, useSearchParams } from 'wouter';
import type { AroundNavHandler } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfigErrors } from '../../ui/ConfigErrors';
import { RenderBoundary } from '../../ui/RenderBoundary';
import { systemClock } from '../../shared/clock';
import type { Clock } from '../../shared/clock';
import { consoleLogger } from '../../shared/logger';
import { once } from '../../shared/once';
import { useElement } from '../../ui/element-context';
import { lazyView } from '../../ui/lazy';
import { ApiBaseContext } from '../../ui/links';
import { QueryProvider } from '../../ui/query';
import { ToastProvider } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { DEFAULT_BASE_PATH, OPTIONAL_APIS, QUERY_PARAMS, ROUTES } from '../constants';
import type { FaqTreeApi, HelpCentreScope, OptionalApi, RoutingMode } from '../constants';
import { apiBaseUrls, normaliseBase, requestsNeedSignIn } from '../core/first-requests';
import { createPageHistory } from '../core/page-history';
import type { HelpCentreServices } from '../core/services';
import type { HelpCentreChatContext } from '../core/chat';
import { transactionCategories } from '../core/troubleshooter';
import { clearsChatContext, isOutsideBase } from '../core/routes';
import { clearChatContext, useOpenChatPanel } from './chat';
import { strings } from '../strings';
import '../events';
import { HelpCentreContext, useHelpCentre } from './context';
import type { HelpCentreContextValue } from './context';
import { FaqByKey, FaqByPath } from './Faq';
import { Landing } from './Landing';
import { ErrorPage, ListSkeleton, NotFoundPage, useFollowLink } from './parts';
import { useBasePathCheck } from './useBasePathCheck';
import { useChatLinks } from './useChatLinks';
import { usePageChange } from './usePageChange';
import { useServices } from './useServices';
import type { IdentityProps } from './useServices';

// Lazy chunks: pages a landing visit does not need (page cost, issues 15 and 22).
const requests = once(() => import('./Requests'));
const formActions = once(() => import('./FormActions'));
const AllRequests = lazyView(async () => (await requests()).AllRequests);
const PastRequests = lazyView(async () => (await requests()).PastRequests);
const FormActionsPage = lazyView(async () => (await formActions()).FormActionsPage);
const FormPage = lazyView(async () => (await formActions()).FormPage);
const SearchPage = lazyView(once(async () => (await import('./SearchPage')).default));

export interface HelpCentreProps extends IdentityProps {
  /** business, retail (default), invest or crypto-exchange. */
  scope?: HelpCentreScope;
  /** Where the help centre lives on the host's URL; default /help-centre. */
  basePath?: string;
  /** 'history' (default): the host page's URL; 'memory': inside the element. */
  routing?: RoutingMode;
  /** 'Hi {name},' on the landing page. */
  firstName?: string;
  /** Host-supplied services (§7.8), each replacing its default. */
  services?: Partial<HelpCentreServices>;
  /** The optional APIs (§6) the default services call, space-separated: `cards`, `transactions`. */
  apis?: string;
  /** Which §7.5 tree the default services read: 'faq-tree' (default) or 'faqs' (the alternative tree). */
  faqTree?: FaqTreeApi;
  /**
   * The host's FAQ category keys → the §2.3 transaction-selector group they show (`transfers`,
   * `currency-exchange`, `merchant-accounts`, `expenses`, `cards`), or null for none; over the defaults.
   */
  transactionCategories?: Readonly<Record<string, string | null>>;
  /** History routing leaves document.title alone (by default it reads '{page title} – {host title}'). */
  keepDocumentTitle?: boolean;
  /** Timers of the search's debounce (the Clock port); tests pass a fake clock. Not an element property. */
  clock?: Clock;
}

const Troubleshooter = lazyView(once(async () => (await import('./troubleshooter/routes')).default));

/** Logged once by an element whose requests cannot be listed. */
export const REQUESTS_NEED_IDENTITY =
  '<fin-help-centre> has no registered-identity-id, so it shows no requests: the requests call needs the signed-in user. Set registered-identity-id to their id (or supply services.getTickets).';

/** 'cards transactions' → the known names; anything else is ignored. */
export function parseApis(value: string | undefined): OptionalApi[] {
  const names = (value ?? '').split(/\s+/);
  return OPTIONAL_APIS.filter((api) => names.includes(api));
}

export function HelpCentreView({ scope = 'retail', basePath = DEFAULT_BASE_PATH, routing = 'history', firstName, services: host, apis, faqTree, transactionCategories: hostCategories, keepDocumentTitle = false, clock = systemClock, ...identity }: HelpCentreProps) {
  const { features, config, emit } = useElement();
  const t = useStrings(strings);
  const base = normaliseBase(basePath);
  const apiList = useMemo(() => parseApis(apis), [apis]);
  const services = useServices(scope, identity, host, apiList, faqTree);
  // One memory location per element and base; unused in history mode.
  const memory = useMemo(() => memoryLocation({ path: base || '/' }), [base]);
  const pages = usePageHistory(routing, base);
  const [feedbackNote, setFeedbackNote] = useState<HelpCentreChatContext['feedback']>();
  const categories = useMemo(() => transactionCategories(hostCategories), [hostCategories]);
  // No registered identity, no requests call (the rule the early requests follow too).
  const signedOut = requestsNeedSignIn(identity, host) && services.getTickets !== null;
  useEffect(() => {
    if (signedOut) consoleLogger.warn(REQUESTS_NEED_IDENTITY);
  }, [signedOut]);
  // Misconfiguration is loud: each problem once in the console and as fin-error.
  useEffect(() => {
    for (const message of categories.problems) {
      consoleLogger.error(message);
      emit('fin-error', { code: 'invalid_property', message });
    }
  }, [categories, emit]);
  const context = useMemo<HelpCentreContextValue>(
    () => ({
      services,
      scope,
      routing,
      firstName,
      features,
      cacheKey: [scope, config.locale],
      faqTree: faqTree ?? 'faq-tree',
      readState: routing === 'memory' ? () => memory.state : () => history.state as unknown,
      feedbackNote,
      setFeedbackNote,
      transactionGroups: categories.groups,
      signedOut,
      pages: pages.history,
      clock,
    }),
    [services, scope, routing, firstName, features, config.locale, faqTree, memory, feedbackNote, categories, signedOut, pages, clock],
  );
  const router = routing === 'memory' ? { hook: memory.hook, searchHook: memory.searchHook } : {};
  const aroundNav = pages.aroundNav;
  return (
    <QueryProvider>
      <ToastProvider label={t('notifications')}>
        <HelpCentreContext.Provider value={context}>
          {/* Articles and troubleshooter issues come from the help-centre API: their image URLs are relative to it. */}
          <ApiBaseContext.Provider value={apiBaseUrls(config.apiBase).helpCentre}>
            <Router base={base} {...router} aroundNav={aroundNav}>
              <div className="hc" part="help-centre">
                <Screens base={base} routing={routing} keepDocumentTitle={keepDocumentTitle} />
              </div>
            </Router>
          </ApiBaseContext.Provider>
        </HelpCentreContext.Provider>
      </ToastProvider>
    </QueryProvider>
  );
}

/**
 * The help centre's own history: every navigation of its router is recorded (aroundNav), and the
 * browser's Back and Forward in history routing.
 */
function usePageHistory(routing: RoutingMode, base: string) {
  const value = useMemo(() => {
    // Memory routing starts at the base path (its memory location's first path).
    const history = createPageHistory(routing === 'memory' ? base || '/' : location.pathname + location.search);
    const aroundNav: AroundNavHandler = (navigate, to, options) => {
      history.record({ kind: options?.replace ? 'replace' : 'push', path: to, state: options?.state ?? null });
      navigate(to, options);
    };
    return { history, aroundNav };
  }, [routing, base]);
  useEffect(() => {
    if (routing !== 'history') return undefined;
    const pop = () => value.history.record({ kind: 'pop', path: location.pathname + location.search });
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, [routing, value]);
  return value;
}

function Screens({ base, routing, keepDocumentTitle }: { base: string; routing: RoutingMode; keepDocumentTitle: boolean }) {
  const [location] = useLocation();
  const misplaced = useBasePathCheck(location, base);
  const announcement = usePageChange({ location, routing, keepDocumentTitle });
  const [params] = useSearchParams();
  const { emit } = useElement();
  const { services } = useHelpCentre();
  const t = useStrings(strings);
  useEffect(() => {
    // §4.9: the chat context is cleared outside the help centre, at the base path and on search.
    if (clearsChatContext(location)) clearChatContext();
    // Outside the base path ('~/…') the element shows nothing of its own.
    if (!isOutsideBase(location)) emit('fin-help-centre-navigate', { path: location });
  }, [location, emit]);
  // §2.3: chatTicketId or ticketId in the address opens that ticket.
  const ticketId = params.get(QUERY_PARAMS.chatTicketId) ?? params.get(QUERY_PARAMS.ticketId);
  const openChatPanel = useOpenChatPanel();
  useEffect(() => {
    if (ticketId) openChatPanel({ ticketId });
  }, [ticketId, openChatPanel]);
  // A form or FAQ link chosen in a <fin-chat> on the page opens here (useChatLinks).
  useChatLinks(useFollowLink().route);
  const troubleshooter = services.getTransactions || services.getCards;
  return (
    <>
      {/* The page's title when the route changes (usePageChange). */}
      <div className="fin-visually-hidden" role="status" aria-live="polite" part="page-announcement">
        {announcement}
      </div>
      {misplaced ? (
        <ConfigErrors messages={[misplaced]} />
      ) : (
        <RenderBoundary key={location} fallback={<ErrorPage />} onError={(error) => consoleLogger.error('help centre: a page failed to render.', error)}>
          <Suspense fallback={null}>
            <Switch>
              <Route path={ROUTES.landing} component={Landing} />
              <Route path={ROUTES.search} component={SearchPage} />
              <Route path={ROUTES.faqItem} component={FaqByKey} />
              <Route path={ROUTES.faqPath}>{(params: Record<string, string | undefined>) => <FaqByPath path={params['*'] ?? params['0'] ?? ''} />}</Route>
              {/* §6: the troubleshooter routes exist only with a transactions or cards api; its screens load on first use. */}
              {troubleshooter && (
                <Route path="/troubleshoot/*">
                  <Suspense fallback={<ListSkeleton count={4} label={t('loading')} />}>
                    <Troubleshooter />
                  </Suspense>
                </Route>
              )}
              {/* §6: request routes need a tickets api, form routes a forms api. */}
              {services.getTickets && <Route path={ROUTES.allRequests} component={AllRequests} />}
              {services.getTickets && <Route path={ROUTES.pastRequests} component={PastRequests} />}
              {services.openForm !== null && <Route path={ROUTES.formActions} component={FormActionsPage} />}
              {services.openForm === undefined && <Route path={ROUTES.form}>{(params: { formId: string }) => <FormPage key={params.formId} formId={params.formId} />}</Route>}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Suspense>
        </RenderBoundary>
      )}
    </>
  );
}
