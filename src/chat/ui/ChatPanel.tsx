/**
 * The side panel (§2.2): header 'Support' / 'Helping you 24/7' (or the assigned agent) with the more-actions menu and the
 * close button, the reconnecting notice, the dismissible failure banner, and one screen: the
 * error state, the list of chats, a ticket's live chat or the pre-ticket chat. Escape and the
 * close button close it; focus returns to what opened it.
 */
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { systemClock } from '../../shared/clock';
import { consoleLogger } from '../../shared/logger';
import { reportUsage } from '../../shared/usage';
import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { RenderBoundary } from '../../ui/RenderBoundary';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import type { ChatPanelHost, ChatRequest } from '../open';
import { CHAT_FEATURES } from '../constants';
import type { Chat, ChatState } from '../core/chat';
import { AuthRequiredError } from '../core/errors';
import { strings } from '../strings';
import { ComposerSlot } from './ComposerSlot';
import { FailureState } from './FailureState';
import { LazyAgentSheet, LazyCallDock, LazyRatingPopup } from './lazy';
import { chatMenuActions } from './menu-actions';
import type { ChatMenuAction } from './menu-actions';
import { MoreActions } from './MoreActions';
import { PanelHeading } from './PanelHeading';
import { PreTicket } from './PreTicket';
import { Thread } from './Thread';
import { TicketList } from './TicketList';
import { useCalls } from './calls/useCalls';
import { useChat } from './useChat';
import type { ChatSettings } from '../settings';
import { useOnline } from './useOnline';
import { useVisualViewport } from './useVisualViewport';

export interface ChatPanelProps {
  open: boolean;
  request: ChatRequest;
  settings: ChatSettings;
}

/** The panel's title, its more-actions menu and the close button. */
function PanelHeader({ chat, ticketId, titleId, actions, onClose }: { chat: Chat; ticketId: string | undefined; titleId: string; actions: ChatMenuAction[]; onClose: () => void }) {
  const t = useStrings(strings);
  return (
    <div className="header" part="header">
      <PanelHeading chat={chat} ticketId={ticketId} titleId={titleId} />
      <MoreActions actions={actions} />
      <button type="button" className="icon-button" part="close" aria-label={t('close')} onClick={onClose}>
        <Icon name="close" size={22} />
      </button>
    </div>
  );
}

/** Offline, messages wait in the outbox: say that they go once the connection is back; else reconnecting; and the dismissible failure banner (§8). */
function PanelNotices({ state, banner, onDismiss }: { state: ChatState; banner: boolean; onDismiss: () => void }) {
  const t = useStrings(strings);
  const online = useOnline();
  const reconnecting = state.session.status !== 'unauthorised' && state.socket.status !== 'Open' && state.socket.attempt > 0;
  return (
    <>
      {!online ? (
        <p className="notice" part="offline" role="status">
          {t('offline')}
        </p>
      ) : (
        reconnecting && (
          <p className="notice" part="reconnecting" role="status">
            {t('reconnecting')}
          </p>
        )
      )}
      {banner && (
        <div className="banner" part="banner" role="alert">
          <span>{t('somethingWentWrong')}</span>
          <Button variant="quiet" size="small" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </div>
      )}
    </>
  );
}

interface PanelBodyProps {
  chat: Chat;
  state: ChatState;
  screen: 'chat' | 'tickets';
  form: ChatPanelProps['request']['form'];
  onOpen: (ticketId: string) => void;
  onRate: (ticketId: string) => void;
  onEnd: (ticketId: string) => void;
  onDismiss: (ticketId: string) => void;
  onAgent: (agentId: string) => void;
  onFailure: () => void;
}

/** What the panel shows: disabled, the opening's failure, the list of chats, a ticket, or the pre-ticket chat. */
function PanelBody({ chat, state, screen, form, onOpen, onRate, onEnd, onDismiss, onAgent, onFailure }: PanelBodyProps) {
  const t = useStrings(strings);
  const { features } = useElement();
  const failure = state.opening.phase === 'failed' ? state.opening.error : undefined;
  const ticketId = state.ticketId;
  if (!state.enabled) {
    return (
      <div className="state" part="disabled" role="status">
        <Icon name="info" size={32} />
        <p className="state-title">{t('chatDisabled')}</p>
      </div>
    );
  }
  // No session after the §6 wait is the host's setup, not a fault: the chat is not available yet.
  if (failure) return <FailureState icon title={failure instanceof AuthRequiredError ? t('notAvailableYet') : undefined} onRetry={chat.retryOpening} />;
  if (screen === 'tickets') return <TicketList chat={chat} state={state} features={features} onOpen={onOpen} onRate={onRate} onEnd={onEnd} onDismiss={onDismiss} />;
  if (ticketId) return <Thread key={ticketId} chat={chat} ticketId={ticketId} onAgent={onAgent} onRate={onRate} onFailure={onFailure} />;
  return <PreTicket chat={chat} state={state} form={form} />;
}

export function ChatPanel({ open, request, settings }: ChatPanelProps) {
  const { host, features } = useElement();
  const { state, chat } = useChat(settings, request);
  const failure = state.opening.phase === 'failed' ? state.opening.error : undefined;
  const clock = settings.clock ?? systemClock;
  const toast = useToast();
  const titleId = useId();
  const panel = useRef<HTMLElement | null>(null);
  const [screen, setScreen] = useState<'chat' | 'tickets'>('chat');
  const [banner, setBanner] = useState(false);
  const [agentId, setAgentId] = useState<string | undefined>();
  const [rating, setRating] = useState<string | undefined>();
  useVisualViewport(panel, open);

  // Each open takes focus; a request shows its chat, a resume (the launcher) keeps the screen the user left.
  useEffect(() => {
    if (!open) return;
    if (!request.resume) setScreen('chat');
    panel.current?.focus();
    reportUsage({ screen: 'chat', action: 'view' });
  }, [open, request.seq]);

  // §4.6 / §5: a decision with neither a new ticket nor a ticket id shows an error toast.
  const preTicketError = state.preTicket.error;
  useLayoutEffect(() => {
    if (preTicketError?.name === 'CannotOpenChatError') toast.show({ title: preTicketError.message, variant: 'error' });
  }, [preTicketError, toast]);

  /** Failed close, reopen, skip or rating: the dismissible banner (§8). */
  const guarded = (work: () => Promise<unknown>) => () => {
    setBanner(false);
    work().catch(() => setBanner(true));
  };
  const endTicket = (ticketId: string) => guarded(() => chat.closeTicket(ticketId))();
  const ticketId = state.ticketId;
  // §6: the calls service runs while the host's calls switch is on and a session exists; the Call item waits for it to be ready.
  const [callsState, calls] = useCalls(chat, features[CHAT_FEATURES.calls] === true && state.session.status !== 'unauthorised', clock, settings.voiceTransport);
  // Call presses; the first one loads the call chunk, which stays while the panel lives.
  const [callRequest, setCallRequest] = useState(0);
  const actions = chatMenuActions({
    chat,
    state,
    features,
    showTickets: () => {
      setScreen('tickets');
      void chat.loadTickets().catch(() => undefined);
    },
    newChat: () => {
      setScreen('chat');
      chat.newChat();
    },
    endTicket,
    call: callsState.status === 'ready' ? () => setCallRequest((count) => count + 1) : undefined,
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    (host as ChatPanelHost).hide();
  };

  return (
    <section ref={panel} className="panel" part="panel" role="dialog" aria-labelledby={titleId} hidden={!open} tabIndex={-1} onKeyDown={onKeyDown}>
      <PanelHeader chat={chat} ticketId={screen === 'chat' && !failure ? ticketId : undefined} titleId={titleId} actions={actions} onClose={() => (host as ChatPanelHost).hide()} />
      <PanelNotices state={state} banner={banner} onDismiss={() => setBanner(false)} />
      {/* A part that failed to render (a lazy chunk that did not load) shows the failure state; Retry renders it again. */}
      <RenderBoundary
        fallback={(retry) => (
          <div className="body" part="body">
            <FailureState icon onRetry={retry} />
          </div>
        )}
        onError={(error) => consoleLogger.error('chat: part of the panel failed to render.', error)}
      >
        {callRequest > 0 && (
          <Suspense fallback={null}>
            <LazyCallDock calls={calls} state={callsState} ticketId={ticketId} request={callRequest} clock={clock} />
          </Suspense>
        )}
        <div className="body" part="body">
          <PanelBody
            chat={chat}
            state={state}
            screen={screen}
            form={request.form}
            onOpen={(id) => {
              setScreen('chat');
              void chat.openTicket(id, 'row').catch(() => undefined);
            }}
            onRate={setRating}
            onEnd={endTicket}
            onDismiss={(id) => guarded(() => chat.dismissTicket(id))()}
            onAgent={setAgentId}
            onFailure={() => setBanner(true)}
          />
          {/* One composer for the conversation: the ticket the pre-ticket chat makes keeps it (and what is typed). */}
          {state.enabled && !failure && screen === 'chat' && <ComposerSlot key={`composer-${state.opening.conversation}`} chat={chat} state={state} />}
        </div>
        <Suspense fallback={null}>
          {agentId && <LazyAgentSheet chat={chat} agentId={agentId} onClose={() => setAgentId(undefined)} />}
          {rating && (
            <LazyRatingPopup
              chat={chat}
              ticketId={rating}
              onClose={() => setRating(undefined)}
              onFailure={() => setBanner(true)}
              onLiveAgent={() => {
                setScreen('chat');
                setRating(undefined);
              }}
            />
          )}
        </Suspense>
      </RenderBoundary>
    </section>
  );
}
