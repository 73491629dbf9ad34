/**
 * Actions of the ticket's widgets (spec §3 "Action", §4 "Action request"). A deep link goes to
 * the host's navigation; a dialog opens; a request is sent. The request's state machine:
 * closed → dialog → request-success dialog (closing it triggers the refresh) or request-error
 * dialog (retry, cancel). A request started outside a dialog shows a progress dialog meanwhile.
 */
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { createStore } from '../../shared/store';
import type { Draft } from 'immer';
import type { Action, DialogAction, RequestAction } from './model';

export type ActionState =
  | { kind: 'closed' }
  /** `pending`: index of the button whose request is on its way. */
  | { kind: 'dialog'; dialog: DialogAction; pending: number | undefined }
  | { kind: 'sending'; request: RequestAction }
  | { kind: 'success'; message: string }
  | { kind: 'error'; request: RequestAction; retrying: boolean };

export interface ActionOptions {
  client: HelpCentreClient;
  /** A deep link to follow (the view emits the host event and navigates). */
  onDeepLink: (url: string) => void;
  /** Called when the success dialog closes: the ticket changed on the server. */
  onRefresh: () => void;
}

export interface ActionCore {
  getSnapshot(): ActionState;
  subscribe(listener: () => void): () => void;
  run(action: Action): void;
  /** A button of the open dialog. */
  press(buttonIndex: number): void;
  /** Escape or close on the dialog, or Cancel on the error dialog. */
  cancel(): void;
  retry(): void;
  /** Closes the success dialog and asks for the refresh. */
  closeSuccess(): void;
}

export function createActions({ client, onDeepLink, onRefresh }: ActionOptions): ActionCore {
  const store = createStore<ActionState>({ kind: 'closed' });
  const set = (state: ActionState) => store.update(() => state as Draft<ActionState>);
  // A request whose dialog was cancelled meanwhile must not reopen one when it answers.
  let attempt = 0;

  async function send(request: RequestAction): Promise<void> {
    const current = ++attempt;
    try {
      await client.sendActionRequest({ method: request.method, path: request.path, body: request.body });
      if (current === attempt) set({ kind: 'success', message: request.successMessage });
    } catch {
      if (current === attempt) set({ kind: 'error', request, retrying: false });
    }
  }

  function run(action: Action): void {
    if (action.kind === 'deepLink') {
      set({ kind: 'closed' });
      onDeepLink(action.url);
    } else if (action.kind === 'dialog') set({ kind: 'dialog', dialog: action, pending: undefined });
    else {
      set({ kind: 'sending', request: action });
      void send(action);
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    run,
    press(index) {
      const state = store.getSnapshot();
      if (state.kind !== 'dialog' || state.pending !== undefined) return;
      const button = state.dialog.buttons[index];
      if (!button) return;
      if (!button.action) return set({ kind: 'closed' });
      if (button.action.kind !== 'request') return run(button.action);
      set({ ...state, pending: index });
      void send(button.action);
    },
    cancel() {
      attempt += 1;
      set({ kind: 'closed' });
    },
    retry() {
      const state = store.getSnapshot();
      if (state.kind !== 'error' || state.retrying) return;
      set({ ...state, retrying: true });
      void send(state.request);
    },
    closeSuccess() {
      if (store.getSnapshot().kind !== 'success') return;
      set({ kind: 'closed' });
      onRefresh();
    },
  };
}
