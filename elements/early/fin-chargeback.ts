/** dist/elements/fin-chargeback.js: sends each chargeback's sections GET, then loads the chargeback (elements/fin-chargeback.ts). */
import { chargebackSectionsPath, helpCentreGet } from '../../src/shared/helpcentre/client';
import { CHARGEBACK_SECTIONS_QUERY } from '../../src/shared/helpcentre/constants';
import { loadImplementation } from './load';
import { configOf, identityOf, startFirstRequests } from './read';

startFirstRequests('fin-chargeback', (element) => {
  const transactionId = element.getAttribute('transaction-id');
  const { apiBase, locale } = configOf(element);
  const identity = identityOf(element, locale);
  return transactionId && identity ? [helpCentreGet(apiBase, identity, chargebackSectionsPath(transactionId), CHARGEBACK_SECTIONS_QUERY)] : [];
});

export const { FinChargebackElement } = await loadImplementation<{ FinChargebackElement: CustomElementConstructor }>();
