/** §2.3 Landing: greeting, search, banners, active requests, categories, need more help. */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { cx } from '../../ui/cx';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/Icon';
import { iconNames } from '../../ui/Icon';
import { usePrefetchQuery, useQuery } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { CATEGORY_SKELETONS, FEATURE_SWITCHES, REQUEST_SKELETONS, ROUTES } from '../constants';
import { greeting, landingRequestsView, showsBackButton } from '../core/landing';
import type { FaqNode } from '../core/model';
import { faqRoute } from '../core/tree';
import { strings } from '../strings';
import { incidentsQuery, LandingBanners, reviewQuery } from './Banners';
import { useHelpCentre } from './context';
import { NeedMoreHelp } from './NeedMoreHelp';
import { ListSkeleton, RetryView } from './parts';
import { readLandingSize, useRememberLandingSize } from './landingSize';
import { RequestRows } from './RequestRows';
import { ownScroll } from './scroll';
import { SearchArea } from './Search';
import { useTickets } from './useTickets';
import { treeQuery, useTree } from './useTree';

/** §2.3/§9: the help centre's own scroll (from the element's top, below the host's offset), not the window's. */
function useOwnScroll(): number {
  const { host } = useElement();
  const [y, setY] = useState(0);
  useEffect(() => {
    const update = () => setY(ownScroll(host));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [host]);
  return y;
}

export function Landing() {
  const t = useStrings(strings);
  const helpCentre = useHelpCentre();
  const { scope, firstName, features, services, signedOut } = helpCentre;
  // What the page shows first is asked for first: each request's fetch() takes a few ms of this
  // render, and on a network every request sent before the tree's delays its round trip.
  usePrefetchQuery(treeQuery(helpCentre));
  usePrefetchQuery(incidentsQuery(helpCentre));
  usePrefetchQuery(reviewQuery(helpCentre));
  const tree = useTree();
  const incidents = useQuery(incidentsQuery(helpCentre));
  const review = useQuery(reviewQuery(helpCentre));
  // Once answered, the content stays (a retry of a failed tree shows its skeleton in its section).
  const answered = !tree.isPending && !incidents.isPending && !review.isPending;
  const [settled, setSettled] = useState(answered);
  if (answered && !settled) setSettled(true);
  const [lastSize] = useState(() => readLandingSize(helpCentre.cacheKey));
  const remember = useRememberLandingSize(helpCentre.cacheKey, tree.data?.length ?? 0);
  const hello = greeting(firstName, useOwnScroll());
  const tickets = useTickets();
  const { section, requests, pastRequests } = landingRequestsView({ available: Boolean(services.getTickets), signedOut, tickets: tickets.data });
  const requestsFirst = features[FEATURE_SWITCHES.ticketRedesign] === true;
  const requestSection = section && (
    <section className="hc-section" aria-labelledby="hc-requests" part="active-requests">
      <div className="hc-section__head">
        <h2 id="hc-requests" className="hc-section__title">
          {t('activeRequests')}
        </h2>
        {requests?.seeAll !== undefined && (
          <Link to={ROUTES.allRequests} className="hc-link">
            {t('seeAll', { count: requests.seeAll })}
          </Link>
        )}
      </div>
      {tickets.isPending ? (
        <ListSkeleton count={REQUEST_SKELETONS} label={t('loading')} icon description />
      ) : tickets.isError ? (
        <RetryView onRetry={() => void tickets.refetch()} />
      ) : (
        <RequestRows tickets={requests?.shown ?? []} />
      )}
    </section>
  );

  return (
    <section className="hc-page hc-landing" part="landing" aria-labelledby="hc-landing-title">
      <div className="hc-landing__top">
        {showsBackButton(scope) && (
          <a href="/" className="hc-icon-button" aria-label={t('back')} part="back">
            <Icon name="chevronLeft" size={22} />
          </a>
        )}
        {pastRequests && (
          <Link to={ROUTES.pastRequests} className="hc-icon-button hc-landing__history" aria-label={t('pastRequests')} part="past-requests">
            <Icon name="pending" size={22} />
          </Link>
        )}
      </div>
      <h1 id="hc-landing-title" className="hc-title hc-landing__title" part="title">
        {hello.name && (
          <span className={cx('hc-greeting', hello.shrink && 'hc-greeting--shrink', !hello.shown && 'hc-greeting--unseen')} aria-hidden={!hello.shown || undefined}>
            {t('greeting', { name: hello.name })}{' '}
          </span>
        )}
        {t('howCanWeHelp')}
      </h1>
      <SearchArea>
        {/*
          Nothing below the search moves while the landing loads (issue 47): until the tree and the
          banners have answered, one placeholder as tall as the landing was last time; then all of
          it at once, in new nodes (the banner's height is known only from its answer).
        */}
        {settled ? (
          <div ref={remember} className="hc-landing__content">
            <LandingBanners incidents={incidents} review={review} />
            {requestsFirst && requestSection}
            <Categories tree={tree} />
            {!requestsFirst && requestSection}
            {features[FEATURE_SWITCHES.needMoreHelp] !== false && <NeedMoreHelp />}
          </div>
        ) : (
          <div key="placeholder" className="hc-landing__content" part="landing-placeholder" style={lastSize ? { minHeight: lastSize.height } : undefined}>
            <ListSkeleton count={lastSize?.categories ?? CATEGORY_SKELETONS} label={t('loading')} icon description />
          </div>
        )}
      </SearchArea>
    </section>
  );
}

/** The categories, from the landing's observer of the tree (a failed tree is not asked again when they mount). */
function Categories({ tree }: { tree: ReturnType<typeof useTree> }) {
  const t = useStrings(strings);
  return (
    <section className="hc-section" aria-labelledby="hc-categories" part="categories">
      <h2 id="hc-categories" className="hc-section__title">
        {t('categories')}
      </h2>
      {tree.isPending ? (
        <ListSkeleton count={CATEGORY_SKELETONS} label={t('loading')} icon description />
      ) : tree.isError ? (
        <RetryView onRetry={() => void tree.refetch()} />
      ) : (
        <NodeList nodes={tree.data} />
      )}
    </section>
  );
}

const nodeIcon = (icon: string | undefined): IconName => ((iconNames as string[]).includes(icon ?? '') ? (icon as IconName) : 'info');

/** Categories and topics: title, description clamped to 2 lines, a chevron. */
export function NodeList({ nodes }: { nodes: readonly FaqNode[] }) {
  return (
    <ul className="hc-list" part="topics">
      {nodes.map((node) => (
        <li key={node.key}>
          <Link to={faqRoute(node.urlPath)} className="hc-row" part="topic">
            {node.icon && <Icon name={nodeIcon(node.icon)} size={22} className="hc-row__icon" />}
            <span className="hc-row__text">
              <span className="hc-row__title">{node.title}</span>
              {node.description && <span className="hc-row__description">{node.description}</span>}
            </span>
            <Icon name="chevronRight" size={20} className="hc-row__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
