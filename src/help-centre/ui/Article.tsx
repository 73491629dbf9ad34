/**
 * §2.3 Article page: blocks (header, paragraph, bullet list), numbered steps with an optional
 * link action, or sanitised HTML; then feedback, suggested actions and need more help.
 */
import { useEffect } from 'react';
import { consoleLogger } from '../../shared/logger';
import { Button } from '../../ui/Button';
import { LinkedText } from '../../ui/LinkedText';
import { useQuery } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { FEATURE_SWITCHES } from '../constants';
import { FaqNotFoundError } from '../core/errors';
import type { ArticleAction, ArticleContent, FaqItem } from '../core/model';
import { strings } from '../strings';
import { ArticleHtml } from './ArticleHtml';
import { useHelpCentre } from './context';
import { FeedbackWidget } from './Feedback';
import { NeedMoreHelp } from './Landing';
import { ListSkeleton, NotFoundPage, PageHeader, RetryView, useFollowLink } from './parts';
import { useOpenForm } from './useOpenForm';

export interface ArticleProps {
  faqKey: string;
  title: string;
  back: string;
  /** The chat category of the article's category, when the item names none. */
  chatCategory?: string | undefined;
  /** The titles from the category down to the article, for the chat context. */
  localisedPath?: string | undefined;
}

export function Article({ faqKey, title, back, chatCategory, localisedPath }: ArticleProps) {
  const t = useStrings(strings);
  const { services, cacheKey, features } = useHelpCentre();
  const item = useQuery({ queryKey: [...cacheKey, 'item', faqKey], queryFn: () => services.getFaqItem(faqKey) });

  // §7.8: a page view per article shown; §8: tracking errors are only logged.
  useEffect(() => {
    services.trackPageView(faqKey).catch((error: unknown) => consoleLogger.warn('help centre: tracking failed.', error));
  }, [services, faqKey]);

  let body;
  if (item.isPending) body = <ListSkeleton count={4} label={t('loading')} />;
  else if (item.error instanceof FaqNotFoundError) return <NotFoundPage />;
  else if (item.isError) body = <RetryView onRetry={() => void item.refetch()} message={item.error.message || t('unknownError')} />;
  else body = <ArticleMain item={item.data} chatCategory={chatCategory} localisedPath={localisedPath} />;

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

function ArticleMain({ item, chatCategory, localisedPath }: { item: FaqItem; chatCategory: string | undefined; localisedPath: string | undefined }) {
  const chat = {
    category: item.chat?.category ?? chatCategory,
    hasFormActions: item.actions.some((action) => action.kind === 'form'),
    context: { faqPath: item.urlPath, localisedFaqPath: localisedPath, titleKey: item.key, suggestions: item.chat?.entrySuggestions },
  };
  return (
    <>
      {item.content && <ArticleBody content={item.content} />}
      <FeedbackWidget faqKey={item.key} />
      {item.actions.length > 0 && <SuggestedActions actions={item.actions} />}
      <NeedMoreHelp lastVisitedFaq={item.key} chat={chat} />
    </>
  );
}

function ArticleBody({ content }: { content: ArticleContent }) {
  const t = useStrings(strings);
  const { follow, route } = useFollowLink();
  if (content.type === 'HTML') return <ArticleHtml html={content.html} />;
  if (content.type === 'INFORMATIONAL') {
    return (
      <div className="hc-content" part="content">
        {content.blocks.map((block, index) => {
          if (block.type === 'HEADER') return <h2 key={index}>{block.text}</h2>;
          if (block.type === 'PARAGRAPH') {
            return (
              <p key={index}>
                <LinkedText text={block.text} onRoute={route} />
              </p>
            );
          }
          return (
            <ul key={index}>
              {block.items.map((text, at) => (
                <li key={at}>
                  <LinkedText text={text} onRoute={route} />
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
                <LinkedText text={step.description} onRoute={route} />
              </p>
              {step.action && (
                <button type="button" className="hc-text-button" onClick={() => follow((step.action as { link: string }).link)}>
                  {step.action.label}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {content.action && (
        <Button variant="secondary" onClick={() => follow((content.action as { link: string }).link)}>
          {content.action.label}
        </Button>
      )}
    </div>
  );
}

function SuggestedActions({ actions }: { actions: ArticleAction[] }) {
  const t = useStrings(strings);
  const { follow } = useFollowLink();
  const form = useOpenForm();
  return (
    <section className="hc-section" aria-labelledby="hc-actions" part="suggested-actions">
      <h2 id="hc-actions" className="hc-section__title">
        {t('suggestedActions')}
      </h2>
      <div className="hc-actions">
        {actions.map((action, index) =>
          action.kind === 'form' ? (
            <Button key={index} variant="secondary" onClick={() => form.open(action)}>
              {action.title}
            </Button>
          ) : (
            <Button key={index} variant="secondary" onClick={() => follow(action.link)}>
              {action.label}
            </Button>
          ),
        )}
      </div>
    </section>
  );
}
