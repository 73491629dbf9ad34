/** The view's actions (or Continue), with the primary-button rules of §4. */
import { Button } from '../../ui/Button';
import { isPrimaryDisabled, isPrimaryHidden } from '../core/engine';
import type { FormEngine } from '../core/engine';
import type { Action, View } from '../core/model';
import { useStrings } from './strings';
import { useFormSelector } from './useForm';

export function ActionButtons({ engine, view }: { engine: FormEngine; view: View }) {
  const t = useStrings();
  const disabled = useFormSelector(engine, (state) => isPrimaryDisabled(state, engine.items));
  const submitting = useFormSelector(engine, (state) => state.submitting);
  const hidden = useFormSelector(engine, (state) => isPrimaryHidden(view, engine.items, state.values[view.id]));
  const actions: (Action | undefined)[] = view.actions.length > 0 ? view.actions : [undefined];
  return (
    <div className="actions" part="actions" data-orientation={view.actionsOrientation}>
      {actions.map((action, index) => {
        if (index === 0 && hidden) return null;
        const primary = index === 0;
        return (
          <Button
            key={action?.id ?? 'continue'}
            wide
            variant={primary ? 'primary' : 'secondary'}
            part={primary ? 'button primary' : 'button'}
            // aria-disabled rather than disabled: pressing it still reveals the errors (§5: errors show after submit).
            aria-disabled={(primary && disabled) || undefined}
            loading={primary && submitting}
            onClick={() => void engine.continue(action?.id)}
          >
            {action?.title ?? view.nextText ?? t('continue')}
          </Button>
        );
      })}
    </div>
  );
}
