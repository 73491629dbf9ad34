/**
 * §2.3 troubleshooter screens: the transaction list (navigation state: title and
 * transactionFilters), the cards list ('Select a card to get help'), one entity's 'Select an issue'
 * with the optional confirmation popup, and the issue detail page.
 */
import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { HttpStatusError } from '../../../shared/http';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useSafeUrl } from '../../../ui/links';
import { useStrings } from '../../../ui/useStrings';
import { FEATURE_SWITCHES, ROUTES } from '../../constants';
import { groupByDay } from '../../core/troubleshooter';
import { troubleshootRoutes } from '../../core/routes';
import type { EntityType, TroubleshooterItem } from '../../core/troubleshooter';
import { strings } from '../../strings';
import { troubleshooterStrings } from './strings';
import { ChatButton } from '../ChatButton';
import { useHelpCentre } from '../context';
import { NeedMoreHelp } from '../NeedMoreHelp';
import { ActionItem, ActionLink, ActionList, ContentText, ListSkeleton, MoreHelp, NotFoundPage, PageHeader, PageSkeleton, RetryView, faqItemRoute, useFollowLink } from '../parts';
import { useFormat } from './format';
import { useAllTransactions, useCards, useEntity, useIssues } from './queries';
import { CardRow, IssueRow, TransactionRow } from './rows';
import { troubleshootState } from '../../core/navigation-state';
import { useTroubleshootState } from './state';

export function TransactionsPage() {
  const t = useStrings(strings);
  const tt = useStrings(troubleshooterStrings);
  const format = useFormat();
  const [, navigate] = useLocation();
  const state = useTroubleshootState();
  const filters = state.transactionFilters;
  const pages = useAllTransactions(filters ?? []);
  // §2.3: without navigation state the list has nothing to show: back to the base path.
  if (!filters?.length) return <Redirect to={ROUTES.landing} replace />;
  const transactions = pages.data?.pages.flatMap((page) => page.transactions);
  let body;
  if (pages.isPending) body = <ListSkeleton count={6} label={t('loading')} description />;
  else if (pages.isError && !transactions) body = <RetryView onRetry={() => void pages.refetch()} />;
  else if (!transactions?.length) body = <p className="hc-muted">{tt('noTransactions')}</p>;
  else {
    body = groupByDay(transactions).map((group) => (
      <section key={group.day} className="hc-section" aria-labelledby={`hc-day-${group.day}`}>
        <h2 id={`hc-day-${group.day}`} className="hc-day">
          {format.day(group.day)}
        </h2>
        <ul className="hc-list">
          {group.transactions.map((transaction) => (
            <li key={transaction.id}>
              <TransactionRow
                transaction={transaction}
                grouped
                onClick={() => navigate(troubleshootRoutes.transaction(transaction.id), { state: troubleshootState({ transaction, category: state.category }) })}
              />
            </li>
          ))}
        </ul>
      </section>
    ));
  }
  return (
    <section className="hc-page" part="transactions-page">
      <PageHeader title={state.title ?? tt('transactions')} back={ROUTES.landing} />
      {body}
      {pages.isFetchNextPageError && <RetryView onRetry={() => void pages.fetchNextPage()} />}
      {pages.hasNextPage && !pages.isFetchNextPageError && (
        <Button variant="secondary" part="show-more" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {tt('showMore')}
        </Button>
      )}
    </section>
  );
}

export function CardsPage() {
  const t = useStrings(strings);
  const tt = useStrings(troubleshooterStrings);
  const [, navigate] = useLocation();
  const { category } = useTroubleshootState();
  const cards = useCards();
  let body;
  if (cards.isPending) body = <ListSkeleton count={4} label={t('loading')} icon description />;
  else if (cards.isError) body = <RetryView onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) body = <p className="hc-muted">{tt('noCards')}</p>;
  else {
    body = (
      <ul className="hc-list">
        {cards.data.map((card) => (
          <li key={card.id}>
            <CardRow card={card} onClick={() => navigate(troubleshootRoutes.card(card.id), { state: troubleshootState({ card, category }) })} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="hc-page" part="cards-page">
      <PageHeader title={tt('selectCard')} back={ROUTES.landing} />
      {body}
    </section>
  );
}

const ENTITY = {
  TRANSACTION: { param: 'transactionId', question: 'aboutTransaction', confirmation: FEATURE_SWITCHES.transactionConfirmation, issue: troubleshootRoutes.transactionIssue },
  CARD: { param: 'cardId', question: 'aboutCard', confirmation: FEATURE_SWITCHES.cardConfirmation, issue: troubleshootRoutes.cardIssue },
} as const;

/** 'Select an issue': the entity, its issues, 'Help with something else'; the popup first when enabled. */
export function EntityPage({ entityType }: { entityType: EntityType }) {
  const t = useStrings(strings);
  const tt = useStrings(troubleshooterStrings);
  const [location, navigate] = useLocation();
  const { features } = useHelpCentre();
  const entity = ENTITY[entityType];
  const id = useParams<Record<string, string>>()[entity.param] ?? '';
  const state = useTroubleshootState();
  const issues = useIssues(entityType, id);
  // Opened from a link there is no state: the entity is read by id, so the popup asks about it.
  const entityState = useEntity(entityType, id, Boolean(state.transaction || state.card));
  const transaction = state.transaction ?? entityState.data?.transaction;
  const card = state.card ?? entityState.data?.card;
  // The answer is kept in the history entry too, so back from an issue does not ask again.
  const [answered, setAnswered] = useState(false);
  // The popup asks about the entity once it is shown (or could not be read).
  const asking = features[entity.confirmation] === true && !state.confirmed && !answered && !entityState.isFetching;
  const page = useRef<HTMLElement>(null);
  // After 'Yes' the popup is gone and focus with it: the next control is the first issue (the heading while they load).
  const [placeFocus, setPlaceFocus] = useState(false);
  const listed = !issues.isPending;
  useEffect(() => {
    if (!placeFocus || !listed) return undefined;
    // After the popup's own focus return, which has nothing to return to.
    const frame = requestAnimationFrame(() => {
      const next = page.current?.querySelector<HTMLElement>('[part="issues"] button') ?? page.current?.querySelector<HTMLElement>('h1');
      if (next?.tagName === 'H1') next.tabIndex = -1;
      next?.focus();
      setPlaceFocus(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [placeFocus, listed]);
  if (entityState.error instanceof HttpStatusError && entityState.error.status === 404) return <NotFoundPage />;

  let body;
  if (issues.isPending) body = <ListSkeleton count={4} label={t('loading')} />;
  else if (issues.isError) body = <RetryView onRetry={() => void issues.refetch()} />;
  else if (issues.data.length === 0) body = <p className="hc-muted">{tt('noIssues')}</p>;
  else {
    body = (
      <ul className="hc-list" part="issues">
        {issues.data.map((issue) => (
          <li key={issue.key}>
            <IssueRow issue={issue} onClick={() => navigate(entity.issue(id, issue.key), { state: troubleshootState(state) })} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section ref={page} className="hc-page" part="troubleshooter-page">
      <PageHeader title={tt('selectIssue')} back={ROUTES.landing} />
      {entityState.isPending && entityState.fetchStatus !== 'idle' && <ListSkeleton count={1} label={t('loading')} description />}
      {entityState.isError && <RetryView onRetry={() => void entityState.refetch()} />}
      {transaction && (
        <div>
          <TransactionRow transaction={transaction} />
        </div>
      )}
      {card && <CardRow card={card} />}
      {body}
      <NeedMoreHelp chat={{ category: state.category, context: { entityRef: { id, type: entityType } } }} />
      <Dialog
        open={asking}
        title={tt(entity.question)}
        dismissible={false}
        actionsOrientation="horizontal"
        onClose={() => navigate(ROUTES.landing)}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(ROUTES.landing)}>
              {t('no')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                setAnswered(true);
                setPlaceFocus(true);
                navigate(location, { replace: true, state: troubleshootState({ ...state, transaction, card, confirmed: true }) });
              }}
            >
              {t('yes')}
            </Button>
          </>
        }
      />
    </section>
  );
}

/** The issue detail page; §2.3: without an id or key, back to the landing page. */
export function IssuePage({ entityType }: { entityType: EntityType }) {
  const t = useStrings(strings);
  const entity = ENTITY[entityType];
  const params = useParams<Record<string, string>>();
  const id = params[entity.param] ?? '';
  const key = params['troubleshooterFaqHashedKey'] ?? '';
  const issues = useIssues(entityType, id);
  const { category } = useTroubleshootState();
  if (!id || !key) return <Redirect to={ROUTES.landing} replace />;
  const back = entityType === 'CARD' ? troubleshootRoutes.card(id) : troubleshootRoutes.transaction(id);
  if (issues.isPending) return <PageSkeleton label={t('loading')} />;
  if (issues.isError) return <RetryView onRetry={() => void issues.refetch()} />;
  const issue = issues.data.find((item) => item.key === key);
  if (!issue) return <NotFoundPage />;
  return <IssueDetail issue={issue} back={back} entityRef={{ id, type: entityType }} category={category} />;
}

interface IssueDetailProps {
  issue: TroubleshooterItem;
  back: string;
  entityRef: { id: string; type: EntityType };
  /** The topic's chat category, when the entity was picked on a topic page. */
  category: string | undefined;
}

function IssueDetail({ issue, back, entityRef, category }: IssueDetailProps) {
  const [, navigate] = useLocation();
  const formActions = issue.actions.filter((action) => action.kind === 'form');
  const chat = { category, context: { entityRef, faqPath: issue.contentLink, titleKey: issue.key, localisedFaqPath: issue.title } };
  const { follow, route } = useFollowLink({ ...chat, hasFormActions: formActions.length > 0 });
  const safe = useSafeUrl('resource');
  const image = safe(issue.image);
  const numbered = issue.subContents?.style === 'NUMBERED';
  const List = numbered ? 'ol' : 'ul';
  const help = issue.help;
  return (
    <article className="hc-page hc-article" part="issue" aria-labelledby="hc-issue-title">
      <PageHeader title={<span id="hc-issue-title">{issue.title}</span>} back={back} />
      {issue.subtitle && <p className="hc-issue__subtitle">{issue.subtitle}</p>}
      {image && <img className="hc-issue__image" src={image} alt="" part="issue-image" />}
      {issue.content && (
        <div className="hc-content" part="content">
          <p>
            <ContentText text={issue.content} onRoute={route} />
          </p>
        </div>
      )}
      {issue.subContents && issue.subContents.items.length > 0 && (
        <List className={numbered ? 'hc-subcontents' : 'hc-subcontents hc-subcontents--plain'} part="sub-contents">
          {issue.subContents.items.map((item) => (
            <li key={item.key}>
              <h2 className="hc-subcontents__title">{item.title}</h2>
              {item.content && (
                <p>
                  <ContentText text={item.content} onRoute={route} />
                </p>
              )}
              {item.action && <ActionItem look="text" action={item.action} follow={follow} />}
            </li>
          ))}
        </List>
      )}
      {issue.actions.length > 0 && <ActionList actions={issue.actions} follow={follow} part="issue-actions" />}
      {help &&
        (help.key ? (
          <button type="button" className="hc-text-button" part="issue-help" onClick={() => navigate(faqItemRoute(help.key as string))}>
            {help.title}
          </button>
        ) : (
          <ActionLink part="issue-help" label={help.title} link={help.hyperlink} follow={follow} />
        ))}
      <MoreHelp text={false}>
        <ChatButton {...chat} formActions={formActions} />
      </MoreHelp>
    </article>
  );
}
