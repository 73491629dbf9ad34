/** How a form action or a form link opens (§2.3 Forms actions, Link rewriting; §6 forms api). */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { consoleLogger } from '../../shared/logger';
import { useElement } from '../../ui/element-context';
import { ROUTES } from '../constants';
import type { FormAction } from '../core/model';
import { formRoute } from '../core/requests';
import type { FormActionsState } from '../core/requests';
import { useHelpCentre } from './context';
import { useFailureToast } from './toast';

export type FormTarget = Pick<FormAction, 'formId' | 'params'> & { title?: string | undefined };

/**
 * Whether the help centre has a forms api (§6), and how a form opens. A host openForm that throws
 * (or rejects) is the §8 toast, and logged: the user is not left on a button that did nothing.
 */
export function useOpenForm(): { available: boolean; open: (action: FormTarget) => void } {
  const { services } = useHelpCentre();
  const { emit } = useElement();
  const [, navigate] = useLocation();
  const failed = useFailureToast();
  const { openForm } = services;
  const open = useCallback(
    (action: FormTarget) => {
      if (openForm === null) emit('fin-help-centre-link', { kind: 'form', formId: action.formId, params: action.params });
      else if (openForm) {
        const fail = (error: unknown) => {
          consoleLogger.error(`help centre: the host's openForm failed for form "${action.formId}".`, error);
          failed();
        };
        try {
          Promise.resolve(openForm({ formId: action.formId, params: action.params }) as unknown).catch(fail);
        } catch (error) {
          fail(error);
        }
      } else navigate(formRoute(action), { state: { title: action.title } });
    },
    [openForm, emit, navigate, failed],
  );
  return { available: openForm !== null, open };
}

/** Opens the forms-actions page with its list and the chat of the page (need more help does when form actions exist). */
export function useOpenFormActions(): (state: FormActionsState) => void {
  const [, navigate] = useLocation();
  return useCallback((state) => navigate(ROUTES.formActions, { state }), [navigate]);
}

