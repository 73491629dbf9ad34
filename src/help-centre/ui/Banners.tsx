/** §4.9 banners of the landing page: the first incident, else the review in progress. */
import { useCallback, useRef, useState } from 'react';
import type { Ref } from 'react';
import { consoleLogger } from '../../shared/logger';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import type { IconName } from '../../ui/Icon';
import { useMutation, useQueryClient } from '../../ui/query';
import type { UseQueryResult } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { INCIDENT_READ_MORE_CHARS, REVIEW_READ_MORE_CHARS } from '../constants';
import { landingBanner, needsReadMore } from '../core/landing';
import type { Incident, IncidentBanner, IncidentState, ReviewStatus } from '../core/model';
import { strings } from '../strings';
import { useHelpCentre } from './context';
import type { QuerySource } from './context';

const INCIDENT_ICONS: Record<IncidentState, IconName> = { active: 'warning', subscribed: 'info', resolved: 'success' };

export const incidentsQuery = ({ services, cacheKey }: QuerySource) => ({
  queryKey: [...cacheKey, 'incidents'],
  // §8: incident errors are only logged.
  queryFn: () =>
    services.getIncidents().catch((error: unknown) => {
      consoleLogger.warn('help centre: incidents failed to load.', error);
      return [] as Incident[];
    }),
});

export const reviewQuery = ({ services, cacheKey }: QuerySource) => ({ queryKey: [...cacheKey, 'review'], queryFn: () => services.getReviewStatus() });

/**
 * The landing's banner, from the landing's own observers of the incidents and review queries
 * (mounted with the landing's first render, so a failed answer is not asked again on this mount).
 */
export function LandingBanners({ incidents, review }: { incidents: UseQueryResult<Incident[]>; review: UseQueryResult<ReviewStatus> }) {
  // The last banner's height (read more open or not): its space is kept while the incidents load
  // again after an action.
  const height = useRef<number | undefined>(undefined);
  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    const observer = new ResizeObserver(() => (height.current = node.offsetHeight || height.current));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const banner = landingBanner({ incidents: incidents.data, incidentsLoading: incidents.isFetching, review: review.data, reviewLoading: review.isPending });
  if (banner.kind === 'incident') return <IncidentView ref={measure} incident={banner.incident} banner={banner.banner} />;
  if (banner.kind === 'review') return <ReviewBanner ref={measure} description={banner.description} />;
  if (banner.kind === 'pending') return <BannerSpace height={height.current} />;
  return null;
}

/** A hidden banner's space (§4.9 'the banner hides while loading'): a banner's shape, or the last one's height. */
function BannerSpace({ height }: { height: number | undefined }) {
  return (
    <div className="hc-banner hc-banner--pending" part="banner-space" aria-hidden="true" style={height === undefined ? undefined : { height }}>
      <Skeleton shape="circle" width={24} />
      <div className="hc-banner__body hc-skeletons">
        <Skeleton width="40%" />
        <Skeleton width="85%" />
      </div>
    </div>
  );
}

function IncidentView({ ref, incident, banner }: { ref: Ref<HTMLElement>; incident: Incident; banner: IncidentBanner }) {
  const t = useStrings(strings);
  const { services, cacheKey } = useHelpCentre();
  const client = useQueryClient();
  const action = useMutation({
    mutationFn: (type: 'SUBSCRIBE' | 'DISMISS') => (type === 'SUBSCRIBE' ? services.subscribeIncident(incident.id) : services.dismissIncident(incident.id)),
    // §4.9: subscribe or dismiss, then refetch; §8: failures are only logged.
    onError: (error) => consoleLogger.warn('help centre: the incident action failed.', error),
    onSettled: () => client.invalidateQueries({ queryKey: [...cacheKey, 'incidents'] }),
  });
  const button = banner.actionButton;
  return (
    <section ref={ref} className={`hc-banner hc-banner--${incident.state}`} part={`banner incident-${incident.state}`} aria-label={t('incident')}>
      <Icon name={INCIDENT_ICONS[incident.state]} size={24} className="hc-banner__icon" />
      <div className="hc-banner__body">
        <p className="hc-banner__title">{banner.title}</p>
        <ReadMore text={banner.subtitle} threshold={INCIDENT_READ_MORE_CHARS} />
        {button && (
          <Button variant="secondary" size="small" loading={action.isPending} onClick={() => action.mutate(button.type)}>
            {button.label}
          </Button>
        )}
      </div>
    </section>
  );
}

function ReviewBanner({ ref, description }: { ref: Ref<HTMLElement>; description: string | undefined }) {
  const t = useStrings(strings);
  return (
    <section ref={ref} className="hc-banner hc-banner--review" part="banner review" aria-label={t('reviewTitle')}>
      <Icon name="pending" size={24} className="hc-banner__icon" />
      <div className="hc-banner__body">
        <p className="hc-banner__title">{t('reviewTitle')}</p>
        <ReadMore text={description ?? t('reviewText')} threshold={REVIEW_READ_MORE_CHARS} />
      </div>
    </section>
  );
}

/** A text cut at its threshold with 'Read more', whole once opened. */
function ReadMore({ text, threshold }: { text: string; threshold: number }) {
  const t = useStrings(strings);
  const [open, setOpen] = useState(false);
  const long = needsReadMore(text, threshold);
  return (
    <p className="hc-banner__text">
      {long && !open ? `${text.slice(0, threshold).trimEnd()}… ` : `${text} `}
      {long && (
        <button type="button" className="hc-text-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('readLess') : t('readMore')}
        </button>
      )}
    </p>
  );
}
