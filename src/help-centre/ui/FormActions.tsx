/**
 * §2.3 Forms actions ('How can we help?'): the form actions of the navigation state; none → the
 * base path, an empty list → 'Form Actions are empty.' (§5). Choosing one opens that form with
 * its params: the host's openForm when supplied, else a `<fin-form>` on the help centre's own
 * form route (`/form/{formId}?{params}`), loaded through the page's loader (a failed load, or a
 * host openForm that throws, is the §8 toast 'Something went wrong'). Below them the chat
 * of the page that led here, its decision asked for 'flow' when that page had no category (§7.8).
 */
import { useEffect, useRef, useState } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { consoleLogger } from '../../shared/logger';
import { useElement } from '../../ui/element-context';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import { ROUTES } from '../constants';
import { formActionsView } from '../core/requests';
import { strings } from '../strings';
import { useHelpCentre } from './context';
import { createFormElement, whenElementDefined } from '../../ui/loader';
import { ChatButton } from './ChatButton';
import { ErrorPage, ListSkeleton, MoreHelp, PageHeader, RetryView } from './parts';
import { useFailureToast } from './toast';
import { useBack } from './useBack';
import { useOpenForm } from './useOpenForm';

export function FormActionsPage() {
  const t = useStrings(strings);
  const { readState } = useHelpCentre();
  const [view] = useState(() => formActionsView(readState()));
  const { open } = useOpenForm();
  if (view.kind === 'redirect') return <Redirect to={ROUTES.landing} replace />;
  if (view.kind === 'empty') return <ErrorPage text={t('formActionsEmpty')} />;
  return (
    <section className="hc-page" part="form-actions">
      <PageHeader title={t('howCanWeHelp')} back={ROUTES.landing} />
      <ul className="hc-list">
        {view.actions.map((action) => (
          <li key={action.formId + action.title}>
            <button type="button" className="hc-row" part="form-action" onClick={() => open(action)}>
              <span className="hc-row__title">{action.title}</span>
              <Icon name="chevronRight" size={20} className="hc-row__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <MoreHelp text={false}>
        <ChatButton {...view.chat} />
      </MoreHelp>
    </section>
  );
}

/**
 * `/form/{formId}?{params}`: the form inside the help centre; leaving it (the form's own back, its
 * close, an ended flow) goes back to where the user came from in the help centre's history
 * (useBack), to the landing only when there is none.
 * While `<fin-form>` loads a skeleton holds its place; a failed load is the §8 toast and a retry view.
 */
export function FormPage({ formId }: { formId: string }) {
  const t = useStrings(strings);
  const { config } = useElement();
  const { readState } = useHelpCentre();
  const [title] = useState(() => {
    const state = readState() as { title?: unknown } | null;
    return typeof state?.title === 'string' ? state.title : t('howCanWeHelp');
  });
  const [search] = useSearchParams();
  const query = search.toString();
  const goBack = useBack();
  // The latest back (it reads the help centre's history as it is then), without making the form again.
  const back = useRef(goBack);
  back.current = goBack;
  const failed = useFailureToast();
  const [status, setStatus] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const slot = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    let live = true;
    const target = slot.current;
    setStatus('loading');
    whenElementDefined('fin-form').then(
      () => {
        if (!live || !target) return;
        const form = createFormElement(formId, config);
        form.params = Object.fromEntries(new URLSearchParams(query));
        // Back from the first view, the widget's close, or an ended flow: the page before.
        form.addEventListener('fin-form-back', () => back.current());
        target.replaceChildren(form);
        setStatus('shown');
      },
      (error: unknown) => {
        if (!live) return;
        consoleLogger.error(`help centre: the form "${formId}" could not be opened.`, error);
        setStatus('failed');
        failed();
      },
    );
    return () => {
      live = false;
      target?.replaceChildren();
    };
  }, [formId, query, config.apiBase, config.locale, failed, attempt]);
  return (
    <section className="hc-page" part="form-page">
      <PageHeader title={title} back={ROUTES.landing} />
      {status === 'loading' && <ListSkeleton count={3} label={t('loading')} />}
      {status === 'failed' && <RetryView onRetry={() => setAttempt((count) => count + 1)} />}
      <div ref={slot} className="hc-form" part="form" hidden={status !== 'shown'} />
    </section>
  );
}
