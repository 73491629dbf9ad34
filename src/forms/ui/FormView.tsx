/** <fin-form>'s view: fixed screens, the current view, the status dialog and the bottom prompt. */
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { consoleLogger } from '../../shared/logger';
import { sanitizeHtml } from '../../shared/sanitize';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Skeleton } from '../../ui/Skeleton';
import { LazyBottomSheet, LazyStatusDialog } from '../../ui/lazy-modals';
import { StatusIcon } from '../../ui/StatusIcon';
import type { StatusVariant } from '../../ui/StatusIcon';
import { ElementContext, useElement } from '../../ui/element-context';
import { PRODUCT_NAME } from '../constants';
import type { FormMode } from '../constants';
import { canGoBack, findView } from '../core/engine';
import type { FormEngine } from '../core/engine';
import { formLoad } from '../core/flow-request';
import type { FormAdapter, FormHost } from '../core/host';
import type { DialogType, Item, View } from '../core/model';
import '../events';
import type { FormTranslate } from '../strings';
import { FormContext } from './form-context';
import type { PickerCaches } from './form-context';
import { UploadFailedPopup } from './items/media';
import { ActionButtons } from './ActionButtons';
import { CheckNoticeDialog } from './CheckNotice';
import { ErrorSummary } from './ErrorSummary';
import { SubmitErrorDialog } from './SubmitErrorDialog';
import { ItemSlot } from './ItemSlot';
import { RenderBoundary } from '../../ui/RenderBoundary';
import { StringsProvider, useFormTranslator, useStrings } from './strings';
import { flowAnswer, TemplateSourceProvider } from './templates';
import { ApiBaseContext } from '../../ui/links';
import { useFormEngine, useFormSelector } from './useForm';
import type { UseFormOptions } from './useForm';
import { useFormLocale } from './locale';
import { usePageHistory } from './usePageHistory';
import { ViewImage } from './ViewImage';

export interface FormProps {
  /** The flow to show. Without it, in page mode, the page's last path segment is the route (/:flowId, /not-found, /no-camera). */
  flowId?: string;
  /** 'widget' (default): embedded, the host page's title, history and location stay as they are. 'page': the full-page form app. */
  mode?: FormMode;
  /** The widget, whatever `mode` says (kept from before widget became the default). */
  widgetMode?: boolean;
  /** Every input is disabled. */
  readOnly?: boolean;
  /** The supplied-adapter variant of the form host (§7); without it the element calls api-base. */
  adapter?: FormAdapter;
  /** Values for `${name}` placeholders in items' settings (the address countrySelector), after the flow's answers. */
  templateValues?: Readonly<Record<string, unknown>>;
  /** The provider's asset host (flags): default api-base. */
  assetBase?: string;
  /** A widget's query for the load call (a help-centre form action's params); a page passes its own. */
  params?: Readonly<Record<string, string>>;
  /** §6: the host's device fingerprint, sent as x-device-id; default an id the SDK keeps in storage. */
  deviceId?: string;
  /** §6: the signed-in user's registered identity, sent as x-registered-identity-id. */
  registeredIdentityId?: string;
}

const html = (text: string) => ({ __html: sanitizeHtml(text) });

/**
 * Focus to a heading the user is taken to, kept in view below a host's sticky header: the
 * heading's scroll-margin-top is the host's --fin-scroll-offset, which scrollIntoView honours.
 */
function bringIntoView(heading: HTMLElement | null): void {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'nearest' });
}

function FixedScreen({ variant, title, text, children, headingRef }: { variant: StatusVariant; title: string; text: string; children?: React.ReactNode; headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <section className="screen" part="screen" aria-labelledby="fin-form-screen-title">
      <StatusIcon variant={variant} />
      <h1 className="title" id="fin-form-screen-title" tabIndex={headingRef ? -1 : undefined} ref={headingRef}>
        {title}
      </h1>
      <p className="subtitle">{text}</p>
      {children}
    </section>
  );
}

function LoadingForm() {
  const t = useStrings();
  return (
    <div className="form" aria-busy="true" aria-label={t('loading')} role="status">
      <Skeleton width="60%" height={28} />
      <Skeleton lines={2} />
      <Skeleton shape="block" height={56} />
      <Skeleton shape="block" height={56} />
    </div>
  );
}

/** The element's view: the form in its locale (§7: the adapter's getCurrentLocale when the host set none). */
export function FormView(props: FormProps) {
  const element = useElement();
  const locale = useFormLocale(props.adapter, element.config);
  const context = useMemo(() => (locale === element.config.locale ? element : { ...element, config: { ...element.config, locale: locale ?? element.config.locale } }), [element, locale]);
  if (locale === undefined) return <LoadingForm />;
  return (
    <ElementContext.Provider value={context}>
      <FormRoot {...props} />
    </ElementContext.Provider>
  );
}

function FormRoot({ flowId: flowIdProp, mode, widgetMode: widgetAttribute = false, readOnly = false, adapter, templateValues, assetBase, params, deviceId, registeredIdentityId }: FormProps) {
  // The element's entry read the same (formLoad) to send the flow's GET early.
  const { flowId, widgetMode, fromRoute, query: initialQuery } = formLoad({ flowId: flowIdProp, mode, widgetMode: widgetAttribute, params }, window.location);
  const [query] = useState(initialQuery);
  const t = useFormTranslator();
  let body: React.ReactNode = null;
  if (fromRoute && flowId === 'not-found') body = <FixedScreen variant="warning" title={t('notFoundTitle')} text={t('notFoundText')} />;
  else if (fromRoute && flowId === 'no-camera') body = <FixedScreen variant="offline" title={t('noCameraTitle')} text={t('noCameraText')} />;
  else if (flowId) body = <Form key={flowId} flowId={flowId} widgetMode={widgetMode} readOnly={readOnly} adapter={adapter} query={query} fromRoute={fromRoute} identity={{ deviceId, registeredIdentityId }} />;
  const hostValue = useCallback((name: string) => templateValues?.[name], [templateValues]);
  return (
    <StringsProvider t={t}>
      {/* Flags and relative images in a flow are static assets: the asset host's when it is given (§7), else api-base's. */}
      <ApiBaseContext.Provider value={assetBase || undefined}>
        <TemplateSourceProvider source={hostValue}>{body}</TemplateSourceProvider>
      </ApiBaseContext.Provider>
    </StringsProvider>
  );
}

interface FormInnerProps {
  flowId: string;
  widgetMode: boolean;
  readOnly: boolean;
  adapter: FormAdapter | undefined;
  query: string;
  fromRoute: boolean;
  identity: UseFormOptions['identity'];
}

function Form({ flowId, widgetMode, readOnly, adapter, query, fromRoute, identity }: FormInnerProps) {
  const { emit } = useElement();
  const t = useStrings();
  const setup = useFormEngine({ flowId, widgetMode, identity, adapter, query, t });
  useEffect(() => {
    if (!setup.error) return;
    // A misconfiguration is loud: one console error and the fin-error.
    consoleLogger.error(setup.error.message);
    emit('fin-error', { code: (setup.error as { code?: string }).code ?? 'invalid_adapter', message: setup.error.message });
  }, [setup.error, emit]);
  if (!setup.engine) return <FixedScreen variant="failure" title={t('somethingWentWrong')} text={t('loadFailed')} />;
  return <FormScreens engine={setup.engine} host={setup.host} pickers={setup.pickers} leave={setup.leave} flowId={flowId} widgetMode={widgetMode} readOnly={readOnly} fromRoute={fromRoute} />;
}

interface ScreensProps {
  engine: FormEngine;
  host: FormHost;
  pickers: PickerCaches;
  leave: { current: () => void };
  flowId: string;
  widgetMode: boolean;
  readOnly: boolean;
  fromRoute: boolean;
}

function FormScreens(props: ScreensProps) {
  const { engine, host, pickers, flowId, widgetMode, fromRoute, leave } = props;
  const t = useStrings();
  // mode="page": each view a browser history entry (Back and Forward move between views).
  const pageHistory = usePageHistory(engine, flowId, !widgetMode);
  useEffect(() => {
    leave.current = pageHistory.leave;
  }, [leave, pageHistory]);
  const context = useMemo(() => ({ engine, host, flowId, pickers }), [engine, host, flowId, pickers]);
  const status = useFormSelector(engine, (state) => state.status);
  const flowName = useFormSelector(engine, (state) => state.flow?.name);
  const loadError = useFormSelector(engine, (state) => state.loadError);

  useEffect(() => {
    // The full-page app's routes (§2): not found and no camera have their own paths.
    if (fromRoute && (status === 'not-found' || status === 'no-camera')) history.replaceState(null, '', new URL(status, window.location.href));
  }, [fromRoute, status]);
  useEffect(() => {
    if (!widgetMode && flowName) document.title = `${flowName} | ${PRODUCT_NAME}`;
  }, [widgetMode, flowName]);

  switch (status) {
    case 'loading':
      return <LoadingForm />;
    case 'not-found':
      return <FixedScreen variant="warning" title={t('notFoundTitle')} text={t('notFoundText')} />;
    case 'no-camera':
      return <FixedScreen variant="offline" title={t('noCameraTitle')} text={t('noCameraText')} />;
    case 'error':
      return (
        <FixedScreen variant="failure" title={t('somethingWentWrong')} text={loadError === 'not_forms_api' ? t('notFormsApi') : t('loadFailed')}>
          <Button wide onClick={() => void engine.load()}>
            {t('retry')}
          </Button>
        </FixedScreen>
      );
    case 'ready':
      return (
        <FormContext.Provider value={context}>
          <ReadyForm {...props} onBack={pageHistory.back} />
        </FormContext.Provider>
      );
  }
}

const dialogVariants: Record<DialogType, StatusVariant> = { SUCCESS: 'success', PENDING: 'pending', ERROR: 'failure', EXIT: 'warning' };

function dialogTexts(view: View, t: FormTranslate): { title: string; button: string } {
  switch (view.dialogType) {
    case 'ERROR':
      return { title: view.title ?? t('statusErrorTitle'), button: view.dialogActionCaption ?? t('statusErrorButton') };
    case 'EXIT':
      return { title: view.title ?? t('statusExitTitle'), button: view.dialogActionCaption ?? t('statusExitButton') };
    default:
      return { title: view.title ?? t('statusSuccessTitle'), button: view.dialogActionCaption ?? t('continue') };
  }
}

/** Back (or, in a widget's first view, close) and the view's header action. */
function FormHeader({ engine, view, done, back, widgetMode, onBack }: { engine: FormEngine; view: View | undefined; done: boolean; back: boolean; widgetMode: boolean; onBack(): void }) {
  const t = useStrings();
  return (
    <div className="header" part="header">
      {done && !widgetMode ? null : back || !widgetMode ? (
        <button type="button" className="icon-button" part="back" aria-label={t('back')} onClick={onBack}>
          <Icon name="chevronLeft" />
        </button>
      ) : (
        <button type="button" className="icon-button" part="close" aria-label={t('close')} onClick={() => engine.back()}>
          <Icon name="close" />
        </button>
      )}
      {view?.headerAction && !done && (
        <Button variant="quiet" size="small" className="header-action" aria-pressed={view.headerAction.selected} onClick={() => void engine.selectHeaderAction()}>
          {view.headerAction.title}
        </Button>
      )}
    </div>
  );
}

/** A status region present before the flow ends, so the end screen put in it is announced. */
function EndStatus({ engine, endScreen, endDialog, headingRef }: { engine: FormEngine; endScreen: 'complete' | 'abort' | undefined; endDialog: View | undefined; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useStrings();
  return (
    <div className="end-status" role="status">
      {endScreen === 'complete' ? (
        <FixedScreen variant="success" title={t('statusSuccessTitle')} text="" headingRef={headingRef} />
      ) : endScreen === 'abort' && endDialog ? (
        // An ERROR / EXIT dialog ended the flow: its title stays, with a way to start again.
        <FixedScreen variant={dialogVariants[endDialog.dialogType ?? 'ERROR']} title={dialogTexts(endDialog, t).title} text={t('flowEnded')} headingRef={headingRef}>
          <Button wide onClick={() => void engine.restart()}>
            {t('startAgain')}
          </Button>
        </FixedScreen>
      ) : null}
    </div>
  );
}

/** What opens over the view: a sheet view, a status dialog, the submit error, the failed-upload popup, the check notice. */
function FlowOverlays({ engine, sheet, dialog, slot }: { engine: FormEngine; sheet: View | undefined; dialog: View | undefined; slot: (viewId: string) => (item: Item) => ReactNode }) {
  const t = useStrings();
  // §4: a navigation that met a failed upload opens the popup (the engine's rule).
  const blockedView = useFormSelector(engine, (state) => state.uploadFailedViewId);
  const closePopup = useCallback(() => engine.dismissUploadFailed(), [engine]);
  return (
    <>
      {sheet && (
        <LazyBottomSheet
          open
          onClose={() => engine.dismissSheet()}
          title={sheet.title ?? ''}
          description={sheet.subtitleHtml ? <span dangerouslySetInnerHTML={html(sheet.subtitleHtml)} /> : sheet.subtitle}
          actionsOrientation={sheet.actionsOrientation === 'HORIZONTAL' ? 'horizontal' : 'vertical'}
          actions={<ActionButtons engine={engine} view={sheet} />}
        >
          <ErrorSummary engine={engine} view={sheet} />
          {sheet.image && <ViewImage image={sheet.image} className="sheet-image" iconSize={64} />}
          <div className="items">
            {sheet.items.map(slot(sheet.id))}
            {sheet.componentItems.map(slot(sheet.id))}
          </div>
        </LazyBottomSheet>
      )}
      {dialog && (
        <LazyStatusDialog
          open
          variant={dialogVariants[dialog.dialogType ?? 'SUCCESS']}
          title={dialogTexts(dialog, t).title}
          description={dialog.subtitleHtml ? <span dangerouslySetInnerHTML={html(dialog.subtitleHtml)} /> : dialog.subtitle}
          onClose={() => engine.closeDialog()}
          actions={[{ label: dialogTexts(dialog, t).button, onClick: () => engine.closeDialog() }]}
        />
      )}
      <SubmitErrorDialog engine={engine} />
      {blockedView !== undefined && (
        <Suspense fallback={null}>
          <UploadFailedPopup viewId={blockedView} onClose={closePopup} />
        </Suspense>
      )}
      <CheckNoticeDialog engine={engine} />
    </>
  );
}

function ReadyForm({ engine, host, flowId, widgetMode, readOnly, onBack }: ScreensProps & { onBack(): void }) {
  const { config, emit } = useElement();
  const t = useStrings();
  const currentViewId = useFormSelector(engine, (state) => state.currentViewId);
  const view = useFormSelector(engine, (state) => findView(state.flow, state.currentViewId));
  const dialog = useFormSelector(engine, (state) => findView(state.flow, state.dialogViewId));
  const sheet = useFormSelector(engine, (state) => findView(state.flow, state.sheetViewId));
  const transition = useFormSelector(engine, (state) => state.transition);
  const back = useFormSelector(engine, canGoBack);
  const ended = useFormSelector(engine, (state) => state.ended);
  const draftNotRestored = useFormSelector(engine, (state) => state.draftNotRestored);
  const endDialog = useFormSelector(engine, (state) => findView(state.flow, state.endDialogViewId));
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const firstTransition = useRef(transition);
  const [detailsOpen, setDetailsOpen] = useState(false);

  // Focus moves to the new view's title (not on first paint: the host page keeps its focus).
  useLayoutEffect(() => {
    if (transition !== firstTransition.current) bringIntoView(titleRef.current);
  }, [transition]);
  // The end of the flow (completed, or ended by an ERROR / EXIT dialog): focus to its message, announced.
  const endScreen = ended === 'complete' && !dialog ? 'complete' : ended === 'abort' && endDialog ? 'abort' : undefined;
  const endRef = useRef<HTMLHeadingElement | null>(null);
  useLayoutEffect(() => {
    if (endScreen) bringIntoView(endRef.current);
  }, [endScreen]);

  // A view or an item that fails to render is replaced by a small error; the host hears of it.
  const renderError = useCallback(
    (error: Error, where: string) => {
      const message = `<fin-form> ${where} could not be shown: ${error.message}`;
      consoleLogger.error(message);
      emit('fin-form-error', { flowId, code: 'render', message });
    },
    [emit, flowId],
  );
  const itemRenderError = useCallback((error: Error, item: Item) => renderError(error, `item "${item.id}" (${item.type})`), [renderError]);
  const flowValue = useCallback((name: string) => flowAnswer(engine.getSnapshot().values, name), [engine]);

  const slot = (viewId: string) => (item: Item) => (
    <ItemSlot
      key={item.id}
      engine={engine}
      host={host}
      flowId={flowId}
      viewId={viewId}
      item={item}
      disabled={readOnly || ended !== undefined}
      locale={config.locale}
      onRenderError={itemRenderError}
    />
  );

  const done = ended !== undefined;

  return (
    <TemplateSourceProvider source={flowValue}>
      <div className="form" part="form" data-mode={widgetMode ? 'widget' : 'page'}>
        <FormHeader engine={engine} view={view} done={done} back={back} widgetMode={widgetMode} onBack={onBack} />
        {draftNotRestored && (
          <div className="notice" role="status" part="notice">
            <Icon name="info" />
            <p>{t('draftNotRestored')}</p>
            <button type="button" className="icon-button icon-button--small" aria-label={t('dismiss')} onClick={() => engine.dismissDraftNotice()}>
              <Icon name="close" size={18} />
            </button>
          </div>
        )}
        <EndStatus engine={engine} endScreen={endScreen} endDialog={endDialog} headingRef={endRef} />
        {!endScreen &&
          view && (
            <RenderBoundary
              key={`${currentViewId}-${transition}`}
              fallback={<FixedScreen variant="failure" title={t('somethingWentWrong')} text={t('loadFailed')} />}
              onError={(error) => renderError(error, `view "${view.id}"`)}
            >
              <section className="view" data-type={view.type} part="view" aria-labelledby="fin-form-view-title">
                {view.type === 'PROMPT' && view.image && <ViewImage image={view.image} className="prompt-image" iconSize={96} />}
                {!sheet && <ErrorSummary engine={engine} view={view} />}
                <h1 className="title" id="fin-form-view-title" tabIndex={-1} ref={titleRef}>
                  {view.title}
                </h1>
                {view.subtitleHtml ? <div className="subtitle rich" dangerouslySetInnerHTML={html(view.subtitleHtml)} /> : view.subtitle && <p className="subtitle">{view.subtitle}</p>}
                {view.secondaryDescription && (
                  <button type="button" className="link-button" onClick={() => setDetailsOpen(true)}>
                    {view.secondaryDescription.label ?? t('moreDetails')}
                  </button>
                )}
                <div className="items">{view.items.map(slot(view.id))}</div>
                {view.footer?.termsHtml && <div className="terms rich" part="terms" dangerouslySetInnerHTML={html(view.footer.termsHtml)} />}
                <div className="footer">
                  <ActionButtons engine={engine} view={view} />
                </div>
              </section>
            </RenderBoundary>
          )}
        {view?.secondaryDescription && (
          <LazyBottomSheet
            open={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            title={view.secondaryDescription.title ?? view.secondaryDescription.label ?? t('moreDetails')}
            description={view.secondaryDescription.subtitleHtml ? <span dangerouslySetInnerHTML={html(view.secondaryDescription.subtitleHtml)} /> : view.secondaryDescription.subtitle}
            actions={
              <Button fullWidth onClick={() => setDetailsOpen(false)}>
                {view.secondaryDescription.buttonTitle ?? t('close')}
              </Button>
            }
          >
            <div className="items">{view.secondaryDescription.items.map(slot(view.id))}</div>
          </LazyBottomSheet>
        )}
        <FlowOverlays engine={engine} sheet={sheet} dialog={dialog} slot={slot} />
      </div>
    </TemplateSourceProvider>
  );
}
