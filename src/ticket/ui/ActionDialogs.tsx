/**
 * The action dialogs (spec §2 "Action dialogs"): the server's dialog, progress, success and
 * failure. A lazy chunk (useWidgetHandlers loads it when an action opens the first dialog): the
 * ticket and chargeback pages do not pay for the modal up front (each modal adopts its own sheets).
 */
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusDialog } from '../../ui/StatusDialog';
import type { ActionCore, ActionState } from '../core/action';
import { strings } from '../strings';
import { useStrings } from '../../ui/useStrings';

export function ActionDialogs({ state, actions }: { state: ActionState; actions: ActionCore }) {
  const t = useStrings(strings);
  switch (state.kind) {
    case 'closed':
      return null;
    case 'dialog':
      return (
        <Dialog
          open
          title={state.dialog.title}
          description={state.dialog.description}
          onClose={() => actions.cancel()}
          dismissible={state.pending === undefined}
          actions={state.dialog.buttons.map((button, index) => (
            <Button
              key={index}
              variant={button.style === 'PRIMARY' ? 'primary' : 'secondary'}
              fullWidth
              loading={state.pending === index}
              disabled={state.pending !== undefined && state.pending !== index}
              onClick={() => actions.press(index)}
            >
              {button.title}
            </Button>
          ))}
        />
      );
    case 'sending':
      return <StatusDialog open variant="progress" title={t('sending')} onClose={() => actions.cancel()} />;
    case 'success':
      return (
        <StatusDialog
          open
          variant="success"
          title={state.message}
          onClose={() => actions.closeSuccess()}
          actions={[{ label: t('ok'), onClick: () => actions.closeSuccess() }]}
        />
      );
    case 'error':
      return (
        <StatusDialog
          open
          variant="failure"
          title={t('somethingWentWrong')}
          description={t('requestFailed')}
          onClose={() => actions.cancel()}
          dismissible={!state.retrying}
          actions={[
            { label: t('tryAgain'), onClick: () => actions.retry(), loading: state.retrying },
            { label: t('cancel'), onClick: () => actions.cancel(), disabled: state.retrying },
          ]}
        />
      );
  }
}
