/**
 * What the widgets do when used, for both elements: deep links (host event, then navigation),
 * FAQ and transaction cells (host events), action dialogs, and the usage reports of each.
 */
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { consoleLogger } from '../../shared/logger';
import { once } from '../../shared/once';
import { reportUsage } from '../../shared/usage';
import { Button } from '../../ui/Button';
import { useElement } from '../../ui/element-context';
import { loadFloating } from '../../ui/floating-layer';
import { lazyView } from '../../ui/lazy';
import { openLink } from '../../ui/links';
import { RenderBoundary } from '../../ui/RenderBoundary';
import { useCore } from '../../ui/useCore';
import { useLatest } from '../../ui/useLatest';
import { useStrings } from '../../ui/useStrings';
import { createActions } from '../core/action';
import type { ActionCore, ActionState } from '../core/action';
import '../events';
import { strings } from '../strings';
import type { WidgetHandlers } from './Widgets';

// The dialogs (modal frame, focus trap, status dialog) load with the first action that opens one,
// the floating layer they render through asked for beside them, not after them (as lazy-modals.tsx
// does); a chunk that failed to load is asked for again on Try again (lazyView, not React.lazy).
const ActionDialogs = lazyView(once(async () => (await Promise.all([import('./ActionDialogs'), loadFloating()]))[0].ActionDialogs));

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
  const t = useStrings(strings);

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
      <RenderBoundary
        fallback={(retry) => (
          // The dialogs' code did not load: say so where they would be, offer it again or give up the action.
          <div className="action-error" part="action-error" role="alert">
            <p className="error-title">{t('somethingWentWrong')}</p>
            <div className="action-error-buttons">
              <Button variant="secondary" size="small" onClick={retry}>
                {t('tryAgain')}
              </Button>
              <Button variant="quiet" size="small" onClick={actions.cancel}>
                {t('cancel')}
              </Button>
            </div>
          </div>
        )}
        onError={(error) => {
          const message = `the action dialog could not be shown: ${error.message}`;
          consoleLogger.error(message);
          emit('fin-error', { code: 'load_failed', message });
        }}
      >
        <Suspense fallback={null}>
          <ActionDialogs state={state} actions={actions} />
        </Suspense>
      </RenderBoundary>
    ),
  ];
}

function useActions(client: HelpCentreClient, onDeepLink: (url: string) => void, onRefresh: () => void): [ActionState, ActionCore] {
  const latest = useLatest({ onDeepLink, onRefresh });
  return useCore(
    () =>
      createActions({
        client,
        onDeepLink: (url) => latest.current.onDeepLink(url),
        onRefresh: () => latest.current.onRefresh(),
      }),
    [client, latest],
  );
}
