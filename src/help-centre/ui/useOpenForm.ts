/** How a form action or a form link opens (§2.3 Forms actions, Link rewriting; §6 forms api). */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useElement } from '../../ui/element-context';
import { ROUTES } from '../constants';
import type { FormAction } from '../core/model';
import { formRoute } from '../core/requests';
import type { FormActionsState } from '../core/requests';
import { useHelpCentre } from './context';

export type FormTarget = Pick<FormAction, 'formId' | 'params'> & { title?: string | undefined };

/** Whether the help centre has a forms api (§6), and how a form opens. */
export function useOpenForm(): { available: boolean; open: (action: FormTarget) => void } {
  const { services } = useHelpCentre();
  const { emit } = useElement();
  const [, navigate] = useLocation();
  const { openForm } = services;
  const open = useCallback(
    (action: FormTarget) => {
      if (openForm === null) emit('fin-help-centre-link', { kind: 'form', formId: action.formId, params: action.params });
      else if (openForm) openForm({ formId: action.formId, params: action.params });
      else navigate(formRoute(action), { state: { title: action.title } });
    },
    [openForm, emit, navigate],
  );
  return { available: openForm !== null, open };
}

/** Opens the forms-actions page with its list and the chat of the page (need more help does when form actions exist). */
export function useOpenFormActions(): (state: FormActionsState) => void {
  const [, navigate] = useLocation();
  return useCallback((state) => navigate(ROUTES.formActions, { state }), [navigate]);
}

