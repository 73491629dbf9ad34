/**
 * The view of the input types whose renderer has not landed yet (src/forms/core/items/awaiting.ts):
 * an honest note instead of nothing; a required one still blocks Continue.
 */
import type { AwaitingItem } from '../../core/items/awaiting';
import { Field } from '../Field';
import { useStrings } from '../strings';
import type { ItemRendererProps, ItemViews } from './props';

export function AwaitingInput(props: ItemRendererProps<AwaitingItem>) {
  const t = useStrings();
  return (
    <Field props={props} group>
      <p className="notice" part="unsupported">
        {t('cannotAnswerHere')}
      </p>
    </Field>
  );
}

/** For src/forms/ui/items/index.ts. */
export const awaitingViews = {
  CAMERA_IMAGE: AwaitingInput,
  DOCUMENT: AwaitingInput,
  FILES_UPLOAD: AwaitingInput,
  SIGNATURE_INPUT: AwaitingInput,
} satisfies Partial<ItemViews>;
