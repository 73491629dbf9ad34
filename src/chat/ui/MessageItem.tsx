/**
 * One message (§3.2, §4.5): a client or agent bubble (text with its auto-translation, image,
 * file, upload, structured content), a service line, or a mass message; a pending message says
 * 'Sending…' after 2 s, a failed one shows its text and the Delete / Resend menu.
 */
import { Suspense, useState } from 'react';
import { formatDate } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { useSafeUrl } from '../../ui/links';
import { useStrings } from '../../ui/useStrings';
import { CHAT_FEATURES } from '../constants';
import type { Chat } from '../core/chat';
import { failureTextKey } from '../core/messages';
import type { ChatMessage } from '../core/messages';
import { strings } from '../strings';
import { LazyAttachment } from './lazy';
import { MoreActions } from './MoreActions';
import { RichText } from './RichText';
import { Structure } from './Structure';

type Translate = ReturnType<typeof useStrings<keyof (typeof strings)['defaults']>>;

const SERVICE_TEXTS: Record<string, keyof (typeof strings)['defaults']> = {
  closed: 'service.closed',
  reopened: 'service.reopened',
  rated: 'service.rated',
  experienceRated: 'service.experienceRated',
  escalatedToLiveAgent: 'service.escalatedToLiveAgent',
  autoTranslationUpdated: 'service.autoTranslationUpdated',
  resolved: 'service.resolved',
  // The rating prompt (§4.7) reads as the popup's question.
  rating: 'howWasYourExperience',
  assigned: 'service.assigned',
  initialized: 'service.initialized',
  actionSubmitted: 'service.actionSubmitted',
  'message-deleted': 'service.messageDeleted',
};

function serviceText(message: ChatMessage, t: Translate): string {
  const { content } = message;
  const names = content.type === 'service' ? content : undefined;
  const key = SERVICE_TEXTS[message.payloadType] ?? 'service.other';
  return t(key, { name: names?.agentName ?? t('someone'), title: names?.actionTitle ?? '' });
}

/** A message as plain text, for the live log: text without markup, a file's name, a service line. */
export function announcement(message: ChatMessage, t: Translate): string {
  const { content } = message;
  if (message.kind === 'service' || content.type === 'service') return serviceText(message, t);
  if (content.type === 'text') return new DOMParser().parseFromString(content.text, 'text/html').body.textContent ?? '';
  return content.type === 'file' ? content.fileName || t('messageLabel') : t('messageLabel');
}

function TextContent({ text, translation: translated, t }: { text: string; translation?: string | undefined; t: Translate }) {
  const { features } = useElement();
  const translation = features[CHAT_FEATURES.translation] ? translated : undefined;
  const [original, setOriginal] = useState(false);
  if (!translation) return <RichText text={text} />;
  return (
    <>
      <RichText text={original ? text : translation} />
      <span className="translation">
        {!original && <span>{t('translated')} · </span>}
        <button type="button" className="link-button" aria-pressed={original} onClick={() => setOriginal(!original)}>
          {original ? t('showTranslation') : t('showOriginal')}
        </button>
      </span>
    </>
  );
}

/** The bubble's content, as the core decoded it (MessageContent). */
function Content({ chat, message, t }: { chat: Chat; message: ChatMessage; t: Translate }) {
  const { content } = message;
  switch (content.type) {
    case 'text':
      return <TextContent text={content.text} translation={content.translation} t={t} />;
    case 'file':
      return (
        <Suspense fallback={<span className="file">{content.fileName}</span>}>
          <LazyAttachment chat={chat} uploadId={content.uploadId} fileName={content.fileName} mediaType={content.mediaType} local={message.local?.file} sending={message.sending} progress={message.progress} />
        </Suspense>
      );
    case 'structure':
      return <Structure chat={chat} node={content.node} />;
    default:
      return <span className="text">{serviceText(message, t)}</span>;
  }
}

/** What a message is, short enough for a button's name. */
function shortly(message: ChatMessage, t: Translate): string {
  const whole = announcement(message, t).replace(/\s+/g, ' ').trim();
  return whole.length > 40 ? `${whole.slice(0, 39)}…` : whole;
}

/** Delete, and Resend unless the failure is not retryable (a file that failed validation). */
function FailedMenu({ chat, message, t }: { chat: Chat; message: ChatMessage; t: Translate }) {
  return (
    <MoreActions
      label={t('failedActions')}
      part="failed-menu"
      placement="top-end"
      actions={[
        { id: 'delete', label: 'delete', run: () => void chat.delete(message.id) },
        ...(message.failure?.retryable === false ? [] : [{ id: 'resend', label: 'resend' as const, run: () => void chat.retry(message.id) }]),
      ]}
    />
  );
}

export interface MessageItemProps {
  chat: Chat;
  message: ChatMessage;
  first: boolean;
  last: boolean;
  /** The author's name, shown above an agent's first bubble of a group. */
  authorName?: string | undefined;
  /** Opens the agent sheet (§2.2): the avatar is a button. */
  onAgent?: ((agentId: string) => void) | undefined;
  avatarSrc?: string | undefined;
  /** The user's own message, read by the agent (a read frame): marked Read rather than Sent. */
  read?: boolean | undefined;
}

export function MessageItem({ chat, message, first, last, authorName, onAgent, avatarSrc, read }: MessageItemProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  // One URL policy for every src the server gives (as the agent sheet, the rating popup and attachments).
  const avatar = useSafeUrl('resource')(avatarSrc);
  if (message.kind === 'service' || message.content.type === 'service') {
    return (
      <p className="service" part="service-message">
        {serviceText(message, t)}
      </p>
    );
  }
  const side = message.fromClient ? 'client' : 'agent';
  // A mass message comes from the provider, not an agent: no name, no profile to open.
  const agent = side === 'agent' && message.kind !== 'mass';
  const parts = ['bubble', `bubble-${side}`, message.kind === 'mass' ? 'bubble-mass' : '', message.failed ? 'bubble-failed' : ''].filter(Boolean);
  return (
    <div className={`row row-${side}${first ? ' first' : ''}${last ? ' last' : ''}`} data-message-id={message.id}>
      {side === 'agent' && (
        <span className="avatar-slot">
          {last && onAgent && agent && (
            <button type="button" className="avatar" part="avatar" aria-label={t('agentInfo', { name: authorName ?? t('someone') })} onClick={() => onAgent(message.author.id)}>
              {avatar ? <img src={avatar} alt="" width="28" height="28" /> : <span aria-hidden="true">{(authorName ?? '?').slice(0, 1)}</span>}
            </button>
          )}
        </span>
      )}
      <div className="stack">
        {first && agent && authorName && <span className="author">{authorName}</span>}
        {message.kind === 'mass' && <span className="author">{t('mass')}</span>}
        <div className={parts.join(' ')} part={parts.join(' ')}>
          <Content chat={chat} message={message} t={t} />
        </div>
        {!message.sending && !message.failed && (
          <span className="meta">
            <time className="time" part="time" dateTime={message.createdAt}>
              {formatDate(Date.parse(message.createdAt), { hour: '2-digit', minute: '2-digit' }, config.locale)}
            </time>
            {side === 'client' && (
              <span className="receipt" part={`receipt receipt-${read ? 'read' : 'sent'}`}>
                {t(read ? 'read' : 'sent')}
              </span>
            )}
          </span>
        )}
        {message.showSending && !message.failed && <span className="status">{t('sending')}</span>}
        {message.failed ? (
          <span className="status status-failed" role="alert">
            <span>
              {t(failureTextKey(message))}
              {message.retrying && ` · ${t('retryingAutomatically')}`}
            </span>
            {/* Resend in sight, not only in the small menu (issue 50); the menu keeps Delete and Resend (§2.2). */}
            {message.failure?.retryable !== false && (
              <button type="button" className="link-button resend" part="resend" aria-label={t('resendNamed', { what: shortly(message, t) })} onClick={() => void chat.retry(message.id)}>
                {t('resend')}
              </button>
            )}
            <FailedMenu chat={chat} message={message} t={t} />
          </span>
        ) : (
          // No connection: not a failure; it goes once the connection is back (the panel's offline note says so too).
          message.failure?.reason === 'connection' && (
            <span className="status" part="waiting" role="status">
              <span>{t('waitingForConnection')}</span>
              <FailedMenu chat={chat} message={message} t={t} />
            </span>
          )
        )}
      </div>
    </div>
  );
}
