/** dist/elements/fin-chargeback.js: sends each chargeback's sections GET, then loads the chargeback (elements/fin-chargeback.ts). */
import { chargebackSectionsPath, helpCentreGet } from '../../src/shared/helpcentre/client';
import { CHARGEBACK_SECTIONS_QUERY } from '../../src/shared/helpcentre/constants';
import { loadImplementation } from './load';
import { configOf, identityOf, startFirstRequests, withIdentity } from './read';

startFirstRequests('fin-chargeback', (element) => {
  const transactionId = element.getAttribute('transaction-id');
  if (!transactionId) return [];
  const { apiBase, locale } = configOf(element);
  return withIdentity(identityOf(element, locale), (identity) => [helpCentreGet(apiBase, identity, chargebackSectionsPath(transactionId), CHARGEBACK_SECTIONS_QUERY)]);
});

export const { FinChargebackElement } = await loadImplementation<{ FinChargebackElement: CustomElementConstructor }>();
