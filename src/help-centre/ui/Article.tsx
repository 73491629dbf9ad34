/**
 * §2.3 Article page: blocks (header, paragraph, bullet list), numbered steps with an optional
 * link action, or sanitised HTML; then feedback, suggested actions and need more help.
 */
import { Suspense, useEffect } from 'react';
import { consoleLogger } from '../../shared/logger';
import { useQuery } from '../../ui/query';
import type { UseQueryResult } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { FEATURE_SWITCHES } from '../constants';
import { FaqNotFoundError } from '../core/errors';
import type { ArticleAction, ArticleContent, FaqItem, Feedback } from '../core/model';
import type { ChatRequest } from '../core/chat';
import { strings } from '../strings';
import { ArticleHtml } from './ArticleHtml';
import type { ChatButtonProps } from './ChatButton';
import { useHelpCentre } from './context';
import { feedbackQuery, FeedbackWidget } from './Feedback';
import { NeedMoreHelp } from './NeedMoreHelp';
import { ActionLink, ActionList, ContentText, NotFoundPage, PageHeader, RetryView, TextSkeleton, useFollowLink, useTrackMissing } from './parts';

export interface ArticleProps {
  faqKey: string;
  /** The article's path in the tree: a 404 is tracked as a missing FAQ at it. */
  urlPath: string;
  title: string;
  back: string;
  /** The chat category of the article's category, when the item names none. */
  chatCategory?: string | undefined;
  /** The titles from the category down to the article, for the chat context. */
  localisedPath?: string | undefined;
}

export function Article({ faqKey, urlPath, title, back, chatCategory, localisedPath }: ArticleProps) {
  const t = useStrings(strings);
  const { services, cacheKey, features } = useHelpCentre();
  const item = useQuery({ queryKey: [...cacheKey, 'item', faqKey], queryFn: () => services.getFaqItem(faqKey) });
  // Asked with the item: the feedback widget sits between the content and what follows it.
  const previous = useQuery(feedbackQuery({ services, cacheKey }, faqKey));

  // §7.8: a page view per article shown, once it loaded; §8: a 404 is tracked as a missing FAQ
  // instead. Tracking errors are only logged.
  const loaded = item.isSuccess;
  useEffect(() => {
    if (loaded) services.trackPageView(faqKey).catch((error: unknown) => consoleLogger.warn('help centre: tracking failed.', error));
  }, [services, faqKey, loaded]);
  useTrackMissing({ urlPath }, item.error instanceof FaqNotFoundError);

  let body;
  // Nothing under the content moves while the article loads (issue 47): the content, the feedback
  // widget, the actions and need more help show together, once the item, its previous feedback
  // and the code its content needs (an HTML article's sanitiser) are in; a skeleton until then.
  const skeleton = <TextSkeleton label={t('loading')} />;
  if (item.error instanceof FaqNotFoundError) return <NotFoundPage />;
  if (item.isPending || previous.isPending) body = skeleton;
  else if (item.isError) body = <RetryView onRetry={() => void item.refetch()} message={item.error.message || t('unknownError')} />;
  else {
    body = (
      <Suspense fallback={skeleton}>
        <ArticleMain item={item.data} previous={previous} chatCategory={chatCategory} localisedPath={localisedPath} />
      </Suspense>
    );
  }

  return (
    <article className="hc-page hc-article" part="article" aria-labelledby="hc-article-title">
      <PageHeader title={<span id="hc-article-title">{item.data?.title ?? title}</span>} back={back} />
      {features[FEATURE_SWITCHES.debug] && (
        <p className="hc-debug" part="debug">
          {faqKey}
        </p>
      )}
      {body}
    </article>
  );
}

interface ArticleMainProps {
  item: FaqItem;
  previous: UseQueryResult<Feedback | null>;
  chatCategory: string | undefined;
  localisedPath: string | undefined;
}

function ArticleMain({ item, previous, chatCategory, localisedPath }: ArticleMainProps) {
  const formActions = item.actions.filter((action) => action.kind === 'form');
  const chat: ChatButtonProps = {
    category: item.chat?.category ?? chatCategory,
    formActions,
    hasFormActions: formActions.length > 0,
    context: { faqPath: item.urlPath, localisedFaqPath: localisedPath, titleKey: item.key },
    entry: item.chat,
  };
  return (
    <>
      {item.content && <ArticleBody content={item.content} chat={chat} />}
      <FeedbackWidget faqKey={item.key} previous={previous} />
      {item.actions.length > 0 && <SuggestedActions actions={item.actions} chat={chat} />}
      <NeedMoreHelp lastVisitedFaq={item.key} chat={chat} />
    </>
  );
}

/** `chat`: what a `/chat` link in the article opens (the article's chat, as its chat button). */
function ArticleBody({ content, chat }: { content: ArticleContent; chat: ChatRequest }) {
  const t = useStrings(strings);
  const { follow, route } = useFollowLink(chat);
  if (content.type === 'HTML') return <ArticleHtml html={content.html} />;
  if (content.type === 'INFORMATIONAL') {
    return (
      <div className="hc-content" part="content">
        {content.blocks.map((block, index) => {
          if (block.type === 'HEADER') return <h2 key={index}>{block.text}</h2>;
          if (block.type === 'PARAGRAPH') {
            return (
              <p key={index}>
                <ContentText text={block.text} onRoute={route} />
              </p>
            );
          }
          return (
            <ul key={index}>
              {block.items.map((text, at) => (
                <li key={at}>
                  <ContentText text={text} onRoute={route} />
                </li>
              ))}
            </ul>
          );
        })}
      </div>
    );
  }
  return (
    <div className="hc-content" part="content">
      <ol className="hc-steps">
        {content.steps.map((step, index) => (
          <li key={index} className="hc-step" part="step">
            <span className="hc-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="hc-step__title">
                <span className="fin-visually-hidden">{t('step', { number: index + 1 })}: </span>
                {step.subheader}
              </h2>
              <p>
                <ContentText text={step.description} onRoute={route} />
              </p>
              {step.action && <ActionLink label={step.action.label} link={step.action.link} follow={follow} />}
            </div>
          </li>
        ))}
      </ol>
      {content.action && <ActionLink look="button" label={content.action.label} link={content.action.link} follow={follow} />}
    </div>
  );
}

function SuggestedActions({ actions, chat }: { actions: ArticleAction[]; chat: ChatRequest }) {
  const t = useStrings(strings);
  const { follow } = useFollowLink(chat);
  return (
    <section className="hc-section" aria-labelledby="hc-actions" part="suggested-actions">
      <h2 id="hc-actions" className="hc-section__title">
        {t('suggestedActions')}
      </h2>
      <ActionList actions={actions} follow={follow} />
    </section>
  );
}
