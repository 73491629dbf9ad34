/**
 * §4.9 chat button: 'Chat with us', or 'Continue chat' when the decision names a ticket and openNew
 * is false; unavailable while a chat is in progress. A click asks the decision again (§7.8) and
 * opens `<fin-chat>` on that ticket or on a new one about the page (§7.2's fields, the chat context, the entry suggestions); no result or a failure is
 * the toast 'Something went wrong' / 'Try again in a few minutes' with 'Got it' (§5, §8).
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { useMutation, useQuery } from '../../ui/query';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { chatOpening, continuesChat, decisionCategory } from '../core/troubleshooter';
import type { HelpCentreChatContext } from '../core/troubleshooter';
import { strings } from '../strings';
import { openChatPanel, useChatInProgress } from './chat';
import { useHelpCentre } from './context';

export interface ChatButtonProps {
  /** The chat category of the page (a topic's or an article's). */
  category?: string | undefined;
  /** The page offers form actions: the decision is asked for 'flow' when there is no category. */
  hasFormActions?: boolean | undefined;
  /** What a new chat is about (§7.2's titleKey, faqPath, localisedFaqPath; the entityRef; the page's entry suggestions). */
  context?: HelpCentreChatContext | undefined;
}

export function ChatButton({ category, hasFormActions = false, context = {} }: ChatButtonProps) {
  const t = useStrings(strings);
  const toast = useToast();
  const { services, cacheKey, feedbackNote } = useHelpCentre();
  const asked = decisionCategory(category, hasFormActions);
  const decision = useQuery({ queryKey: [...cacheKey, 'chat-decision', asked], queryFn: () => services.getChatDecision(asked), staleTime: 0 });
  const inProgress = useChatInProgress();
  // A chat that just closed may have made a ticket of this category: ask again, so the button can
  // read 'Continue chat' without the page being opened again.
  const { refetch } = decision;
  const wasInProgress = useRef(inProgress);
  useEffect(() => {
    if (wasInProgress.current && !inProgress) void refetch();
    wasInProgress.current = inProgress;
  }, [inProgress, refetch]);
  // Beyond the spec: after a not-helpful vote on this article, its key and reasons go along.
  const feedback = feedbackNote && feedbackNote.faqKey === context.titleKey ? feedbackNote : undefined;

  const open = useMutation({
    mutationFn: () => services.getChatDecision(asked),
    onSuccess: (fresh) => {
      const opening = chatOpening(fresh, category ?? asked ?? undefined, { ...context, feedback });
      if (opening.kind === 'ticket') openChatPanel({ ticketId: opening.ticketId });
      else if (opening.kind === 'new') openChatPanel(opening.detail);
      else showError();
    },
    onError: () => showError(),
  });

  function showError() {
    toast.show({ title: t('somethingWentWrong'), description: t('tryLater'), variant: 'error', action: { label: t('gotIt'), onClick: () => undefined } });
  }

  return (
    <Button
      variant="primary"
      fullWidth
      disabled={inProgress}
      loading={open.isPending}
      onClick={() => open.mutate()}
    >
      {inProgress ? t('chatInProgress') : continuesChat(decision.data) ? t('continueChat') : t('chatWithUs')}
    </Button>
  );
}
