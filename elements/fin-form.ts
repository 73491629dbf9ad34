import { FORM_MODES } from '../src/forms/constants';
import { FormView } from '../src/forms/ui/FormView';
import type { FormProps } from '../src/forms/ui/FormView';
import { formElementStyles } from '../src/forms/ui/styles';
import { missingAttribute } from './attributes';
import { createElementClass, defineElement, oneOf } from './define';

/**
 * A server-driven multi-step form (a flow of views). Answers are kept in IndexedDB per flow
 * until the flow completes, so a reload or a failed submit loses nothing.
 *
 * @summary Server-driven multi-step form: views, typed inputs, status dialogs.
 * @tag fin-form
 *
 * @attr {string} flow-id - The flow to show (required, except in page mode, where without it the page's last path segment is the route: /:flowId, /not-found, /no-camera).
 * @attr {"widget" | "page"} mode - widget (default): embedded; the host page's title, history and location are left alone, the first view has a close button. page: the full-page form app (document title, the browser's Back, redirect to the main site on completion).
 * @attr {boolean} widget-mode - The widget whatever mode says (widget is the default now; kept for pages that set it).
 * @attr {boolean} read-only - Every input is disabled.
 * @attr {string} api-base - Backend URL; the form host's paths (/api/forms/…) are joined to it.
 * @attr {string} asset-base - The provider's asset host: flags are read from {asset-base}/api/assets/flags/{cc}.svg. Default: api-base.
 * @attr {string} locale - BCP 47 locale, sent as accept-language (with an underscore). Default: the loader's, then the adapter's getCurrentLocale(), then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 * @attr {string} device-id - The host's device fingerprint, sent as x-device-id (§6); default an id the SDK keeps in storage.
 * @attr {string} registered-identity-id - The signed-in user's registered identity, sent as x-registered-identity-id (§6).
 *
 * @prop {FormAdapter} adapter - The supplied-adapter variant of the form host: {loadFlow(flowId, query), submitFlow(flow), validate?, validateAddress?, listTransactions?, getEntities?, getCards?, getCard?, getEntitiesSummary?, getCurrentLocale?, …}.
 * @prop {Record<string, unknown>} templateValues - Values of `${name}` placeholders in items' settings (the address item's countrySelector), looked up after the flow's answers.
 * @prop {Record<string, string>} params - In widget mode, the query of the load call (GET /api/forms/{flowId}?{params}): a help-centre form action's params.
 *
 * @fires {CustomEvent<{flowId: string, response?: unknown, id?: string, chatTicketId?: string}>} fin-form-complete - The flow is complete. Cancelable: preventDefault() stops the full-page redirect.
 * @fires {CustomEvent<{flowId: string, reason: string}>} fin-form-back - Back from the first view ('back'), the widget's close ('close'), or an ERROR / EXIT dialog ('abort'). Cancelable.
 * @fires {CustomEvent<{flowId: string, code: string, message: string}>} fin-form-error - Loading or submitting failed; answers are kept.
 * @fires {CustomEvent<{flowId: string, viewId: string, type: string}>} fin-form-view - A view was entered.
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute or the adapter is wrong.
 *
 * @csspart form - The form's column (536 px at most).
 * @csspart header - Back / close and the header action.
 * @csspart view - The current view.
 * @csspart item - Each item.
 * @csspart field - An input's frame (label, hint, control, error).
 * @csspart input - Text controls.
 * @csspart choice - Option rows, yes/no and star buttons.
 * @csspart actions - The action buttons (343 px wide).
 * @csspart submit-error - The message of a failed submit.
 * @csspart screen - The fixed screens (not found, no camera, error).
 * @csspart transaction-cell - A TRANSACTION_CELL row (the design system's, as in fin-ticket).
 * @csspart timeline - A WIDGET_PROGRESSION timeline (the design system's, as in fin-ticket).
 *
 * @cssprop --fin-color-accent - Buttons, selections and focus.
 * @cssprop --fin-color-surface - Background.
 * @cssprop --fin-color-surface-alt - Field background.
 * @cssprop --fin-color-text - Text.
 * @cssprop --fin-color-text-muted - Hints and subtitles.
 * @cssprop --fin-color-border - Field borders.
 * @cssprop --fin-color-danger - Errors.
 * @cssprop --fin-radius-small - Field corner radius.
 */
export class FinFormElement extends createElementClass<FormProps>('fin-form', {
  view: FormView,
  attributes: { flowId: 'string', mode: oneOf(FORM_MODES), widgetMode: 'boolean', readOnly: 'boolean', assetBase: 'string', deviceId: 'string', registeredIdentityId: 'string' },
  properties: ['adapter', 'templateValues', 'params'],
  styles: formElementStyles,
  // Only the full-page app may read its flow from the path.
  problems: ({ flowId, mode, widgetMode }) =>
    flowId || (mode === 'page' && !widgetMode) ? [] : [missingAttribute('fin-form', 'flow-id', 'the flow to show, e.g. flow-id="chargeback"')],
}) {}

defineElement('fin-form', FinFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-form': FinFormElement;
  }
}
