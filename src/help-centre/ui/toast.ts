/** §8: a chat decision or form failure shows the toast 'Something went wrong' / 'Try again in a few minutes' with 'Got it'. */
import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';
import { useStrings } from '../../ui/useStrings';
import { strings } from '../strings';

export function useFailureToast(): () => void {
  const t = useStrings(strings);
  const toast = useToast();
  return useCallback(() => {
    toast.show({ title: t('somethingWentWrong'), description: t('tryLater'), variant: 'error', action: { label: t('gotIt'), onClick: () => undefined } });
  }, [toast, t]);
}
