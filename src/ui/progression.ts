/**
 * The spec's progression rule (forms-tickets-tracker §3 "Ticket"), shared by the ticket widget
 * and the form engine's WIDGET_PROGRESSION: lineStyle SOLID is a done step, DASHED a pending
 * one, and the step at currentStepIndex is current — unless it is the last one and done, since a
 * finished progression has no current step. Pure, for ProgressTimeline.
 */
import { formatDate } from '../shared/i18n';
import type { TimelineStep } from './ProgressTimeline';

export interface ProgressionStepData {
  id?: string | undefined;
  title: string;
  /** ISO 8601 is shown as 'd MMM yyyy'; any other text as the server sent it. */
  date?: string | undefined;
  description?: string | undefined;
  lineStyle: 'SOLID' | 'DASHED';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function stepDate(date: string | undefined, locale: string): string | undefined {
  if (!date || !ISO_DATE.test(date)) return date;
  return formatDate(Date.parse(date), 'd MMM yyyy', locale) || date;
}

export function progressionSteps(steps: readonly ProgressionStepData[], currentStepIndex: number, locale: string): TimelineStep[] {
  const last = steps.length - 1;
  return steps.map((step, index) => {
    const current = index === currentStepIndex && !(index === last && step.lineStyle === 'SOLID');
    return {
      id: step.id ?? String(index),
      title: step.title,
      date: stepDate(step.date, locale),
      description: step.description,
      state: current ? 'current' : step.lineStyle === 'SOLID' ? 'done' : 'pending',
      line: step.lineStyle === 'SOLID' ? 'solid' : 'dashed',
    };
  });
}
