/**
 * After a refused Continue: a titled list of the view's problems, each linking to its field (the
 * GOV.UK error summary). It takes focus on each refusal. Built from the engine's verdicts, so an
 * item type gets in with no code of its own.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useElement } from '../../ui/element-context';
import { viewProblems } from '../core/engine';
import type { FormEngine, ItemProblem } from '../core/engine';
import type { View } from '../core/model';
import { useStrings } from './strings';
import { useFormSelector } from './useForm';

export function ErrorSummary({ engine, view }: { engine: FormEngine; view: View }) {
  const t = useStrings();
  const { root } = useElement();
  const key = useFormSelector(engine, (state) => JSON.stringify(viewProblems(state, view, engine.items, t)));
  const problems = useMemo(() => JSON.parse(key) as ItemProblem[], [key]);
  const refusals = useFormSelector(engine, (state) => state.refusals);
  const seen = useRef(refusals);
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (refusals === seen.current) return;
    seen.current = refusals;
    ref.current?.focus();
  }, [refusals]);
  if (problems.length === 0) return null;
  const focusItem = (event: React.MouseEvent, itemId: string) => {
    event.preventDefault();
    const slot = [...root.querySelectorAll<HTMLElement>('[data-item-id]')].find((node) => node.dataset.itemId === itemId);
    slot?.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]:not([tabindex="-1"])')?.focus();
  };
  return (
    <div className="error-summary" part="error-summary" role="alert" aria-labelledby="fin-form-error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary-title" id="fin-form-error-summary-title">
        {t('errorSummaryTitle')}
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.itemId}>
            <a href={`#${problem.itemId}`} onClick={(event) => focusItem(event, problem.itemId)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
