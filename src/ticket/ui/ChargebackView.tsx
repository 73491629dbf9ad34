/** <fin-chargeback>: a transaction's chargeback sections; nothing at all when it has none. */
import { Skeleton } from '../../ui/Skeleton';
import { USAGE_SCREENS } from '../constants';
import { strings } from '../strings';
import { useStrings } from '../../ui/useStrings';
import { Sections } from './Sections';
import { useHelpCentreClient } from './useHelpCentre';
import type { IdentityProps } from './useHelpCentre';
import { useChargeback } from './useChargeback';
import { useWidgetHandlers } from './useWidgetHandlers';

export interface ChargebackProps extends IdentityProps {
  transactionId?: string;
}

export function ChargebackView({ transactionId, ...identity }: ChargebackProps) {
  const t = useStrings(strings);
  const client = useHelpCentreClient(identity);
  const [snapshot, core] = useChargeback(client, transactionId);
  const [handlers, dialogs] = useWidgetHandlers(USAGE_SCREENS.chargeback, client, () => void core?.load());

  if (snapshot.status === 'hidden') return null;
  if (snapshot.status === 'loading') {
    return (
      <div className="block" part="block" aria-busy="true">
        <span className="fin-visually-hidden">{t('loadingChargeback')}</span>
        <Skeleton width="40%" height={18} />
        <Skeleton shape="block" />
      </div>
    );
  }
  return (
    <div className="block" part="block">
      <Sections sections={snapshot.sections} handlers={handlers} apiBase={client.baseUrl} />
      {dialogs}
    </div>
  );
}
