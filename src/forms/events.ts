/** Public events of <fin-form>. */

export interface FormCompleteDetail {
  flowId: string;
  /** The submit answer's `response` field, when the server completed the flow with one. */
  response?: unknown;
  /** The submit answer's `id`, when the server completed the flow with one. */
  id?: string;
  /** attributes.chatTicketId of a COMPLETE flow. */
  chatTicketId?: string;
}

export interface FormBackDetail {
  flowId: string;
  /** 'back' from the first view, 'close' from the widget's close button, 'abort' from an ERROR or EXIT dialog. */
  reason: 'back' | 'close' | 'abort';
}

export interface FormViewDetail {
  flowId: string;
  viewId: string;
  type: string;
}

declare module '../shared/events' {
  interface FinEventMap {
    /** The flow is complete. Cancelable: preventDefault() stops the full-page redirect to the main site. */
    'fin-form-complete': FormCompleteDetail;
    /** The user left the flow from its first view, or an ERROR / EXIT dialog aborted it. Cancelable. */
    'fin-form-back': FormBackDetail;
    /** Loading or submitting failed, or an item or view failed to render (code 'render'); the element shows the error and keeps every answer. */
    'fin-form-error': { flowId: string; code: string; message: string };
    /** A view was entered (FORM, PROMPT, BOTTOM_PROMPT, STATUS_DIALOG or DEEPLINK). */
    'fin-form-view': FormViewDetail;
  }
}
