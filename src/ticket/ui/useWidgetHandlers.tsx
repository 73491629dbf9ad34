/**
 * What the widgets do when used, for both elements: deep links (host event, then navigation),
 * FAQ and transaction cells (host events), action dialogs, and the usage reports of each.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { once } from '../../shared/once';
import { reportUsage } from '../../shared/usage';
import { useElement } from '../../ui/element-context';
import { openLink } from '../../ui/links';
import { useLatest } from '../../ui/useLatest';
import type { ActionState } from '../core/action';
import '../events';
import { useActions } from './useTicket';
import type { WidgetHandlers } from './Widgets';

// The dialogs (modal frame, focus trap, status dialog) load with the first action that opens one.
const dialogs = once(() => import('./ActionDialogs'));
const ActionDialogs = lazy(async () => ({ default: (await dialogs()).ActionDialogs }));

function dialogReport(state: ActionState): Record<string, string> | undefined {
  switch (state.kind) {
    case 'dialog':
      return { dialog: 'action', title: state.dialog.title };
    case 'success':
      return { dialog: 'request-success' };
    case 'error':
      return { dialog: 'request-error', method: state.request.method, path: state.request.path };
    default:
      return undefined;
  }
}

export function useWidgetHandlers(screen: string, client: HelpCentreClient, onRefresh: () => void): [WidgetHandlers, ReactNode] {
  const { emit, config } = useElement();

  const followDeepLink = (url: string) => {
    if (emit('fin-ticket-deeplink', { url })) openLink(url, (detail) => emit('fin-error', detail));
  };

  const [state, actions] = useActions(client, followDeepLink, onRefresh);

  // Once per dialog that opens: a retry's loading state is the same dialog.
  const kind = state.kind;
  const latestState = useLatest(state);
  useEffect(() => {
    const context = dialogReport(latestState.current);
    if (context) reportUsage({ screen, action: 'dialog', context });
  }, [kind, screen, latestState]);

  const handlers: WidgetHandlers = {
    locale: config.locale,
    run: (action) => actions.run(action),
    selectFaq(widget, place) {
      reportUsage({ screen, action: 'faq', ...place, context: { faqKey: widget.faqKey } });
      emit('fin-ticket-faq-select', { faqKey: widget.faqKey, title: widget.title });
    },
    selectTransaction(widget, place) {
      reportUsage({ screen, action: 'transaction', ...place, context: { transactionId: widget.transactionId } });
      if (emit('fin-ticket-transaction-select', { transactionId: widget.transactionId, deepLink: widget.deepLink }) && widget.deepLink) {
        followDeepLink(widget.deepLink);
      }
    },
  };
  const open = state.kind !== 'closed';
  return [
    handlers,
    open && (
      <Suspense fallback={null}>
        <ActionDialogs state={state} actions={actions} />
      </Suspense>
    ),
  ];
}
