/**
 * The command gate (spec §4): one place decides whether a command of the engine may run in the
 * flow's present phase: loading, a submit in flight, a failed upload on the active view (§4 File
 * upload: "a navigation obstacle"), completed, or aborted by an ERROR / EXIT dialog. Every command
 * asks here first, so "once the flow is done" holds for each of them alike.
 */
import type { FormState } from './state';
import { uploadObstacle } from './state';

/**
 * What the user (or the view, for them) can ask of the engine:
 * - edit: a value changes without advancing (typing, a preset, an upload's progress written back);
 * - pick: a value of an item that advances on pick (§4) changes;
 * - advance: that pick moves the flow on (the submit it starts);
 * - continue / action: the primary button, or one of the view's actions;
 * - itemAction, headerAction: an item's action, the view's header action;
 * - back: the header's Back (or close); revisit: a view already seen, again (the page's Forward);
 * - retrySubmit: the submit error dialog's try-again;
 * - upload: a new file, or a failed one sent again;
 * - closeDialog: a status dialog's button;
 * - restart: Start again after an ERROR / EXIT dialog ended the flow.
 */
export const COMMANDS = ['edit', 'pick', 'advance', 'continue', 'action', 'itemAction', 'headerAction', 'back', 'revisit', 'retrySubmit', 'upload', 'closeDialog', 'restart'] as const;
export type Command = (typeof COMMANDS)[number];

/** Where the flow is, for the gate: the first that holds, in this order, is the phase. */
export const PHASES = ['loading', 'aborted', 'complete', 'submitting', 'upload-failed', 'ready'] as const;
export type Phase = (typeof PHASES)[number];

export function phaseOf(state: FormState): Phase {
  if (state.ended === 'abort') return 'aborted';
  if (state.done) return 'complete';
  // A flow may open on a status dialog, with no form under it: that is ready too.
  if (state.status !== 'ready') return 'loading';
  if (state.submitting) return 'submitting';
  if (uploadObstacle(state) !== undefined) return 'upload-failed';
  return 'ready';
}

const ended: Phase[] = ['loading', 'aborted', 'complete'];
/** The commands that leave the view (or send it): a submit in flight or a failed upload stops them. */
const leaving: Phase[] = [...ended, 'submitting', 'upload-failed'];

/** The phases in which each command is refused. */
const refusedIn: Record<Command, readonly Phase[]> = {
  // Typing on while a submit is in flight is kept (the answer decides the next view); an upload
  // that finishes writes its server id back the same way.
  edit: ended,
  // A second pick while the first one's submit is in flight would send a second POST (Yes, then No).
  pick: [...ended, 'submitting'],
  advance: leaving,
  continue: leaving,
  action: leaving,
  itemAction: leaving,
  headerAction: leaving,
  // Back leaves for the host's own back when nothing is loaded; once ended it is the widget's close.
  back: ['aborted', 'complete', 'submitting', 'upload-failed'],
  revisit: leaving,
  retrySubmit: leaving,
  // A file added to a view whose submit already left would not be sent; a failed one is retried.
  upload: [...ended, 'submitting'],
  closeDialog: ['loading'],
  restart: ['loading', 'complete', 'submitting', 'upload-failed', 'ready'],
};

/** true when `command` may run now, else the phase that refuses it. */
export function can(command: Command, state: FormState): true | Phase {
  const phase = phaseOf(state);
  return refusedIn[command].includes(phase) ? phase : true;
}
