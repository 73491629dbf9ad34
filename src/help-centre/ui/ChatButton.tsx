/**
 * §4.9 chat button: 'Chat with us', or 'Continue chat' when the decision names a ticket and openNew
 * is false; unavailable while a chat is in progress. A click asks the decision again (§7.8) and
 * opens `<fin-chat>` on that ticket or on a new one carrying the context (useChatHandOff). A page
 * whose chat entry has form actions leads to the forms-actions page with them instead (§2.3, §7.8):
 * the chat, and its decision for 'flow', are asked there.
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { useQuery } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import type { FormAction } from '../core/model';
import { continuesChat } from '../core/chat';
import type { ChatRequest } from '../core/chat';
import { strings } from '../strings';
import { askedCategory, useChatHandOff, useChatInProgress } from './chat';
import { useHelpCentre } from './context';
import { useOpenForm, useOpenFormActions } from './useOpenForm';

export interface ChatButtonProps extends ChatRequest {
  /** The page's form actions: with a forms api, need more help goes to the forms-actions page. */
  formActions?: readonly FormAction[] | undefined;
}

export function ChatButton({ formActions = [], ...request }: ChatButtonProps) {
  const forms = useOpenForm();
  if (formActions.length > 0 && forms.available) return <FormActionsButton formActions={formActions} request={request} />;
  return <ChatDecisionButton {...request} hasFormActions={request.hasFormActions || formActions.length > 0} />;
}

function FormActionsButton({ formActions, request }: { formActions: readonly FormAction[]; request: ChatRequest }) {
  const t = useStrings(strings);
  const openFormActions = useOpenFormActions();
  return (
    <Button variant="primary" fullWidth onClick={() => openFormActions({ formActions, chat: request })}>
      {t('contactUs')}
    </Button>
  );
}

function ChatDecisionButton(request: ChatRequest) {
  const t = useStrings(strings);
  const { services, cacheKey } = useHelpCentre();
  const asked = askedCategory(request);
  // One decision per category while it is fresh (the queries' 60 s): pages of one visit share it
  // instead of asking again on each mount; a click asks again (useChatHandOff), and so does a chat closing.
  const decision = useQuery({ queryKey: [...cacheKey, 'chat-decision', asked], queryFn: () => services.getChatDecision(asked) });
  const inProgress = useChatInProgress();
  // A chat that just closed may have made a ticket of this category: ask again, so the button can
  // read 'Continue chat' without the page being opened again.
  const { refetch } = decision;
  const wasInProgress = useRef(inProgress);
  useEffect(() => {
    if (wasInProgress.current && !inProgress) void refetch();
    wasInProgress.current = inProgress;
  }, [inProgress, refetch]);
  const handOff = useChatHandOff();

  return (
    <Button variant="primary" fullWidth disabled={inProgress} loading={handOff.pending} onClick={() => handOff.open(request)}>
      {inProgress ? t('chatInProgress') : continuesChat(decision.data) ? t('continueChat') : t('chatWithUs')}
    </Button>
  );
}
