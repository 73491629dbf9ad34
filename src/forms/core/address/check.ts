/**
 * §4 Continue step 3: before the flow is sent, each filled address item of the view goes through
 * validateAddress. A failure is attached to the item (its error) and opens, for
 * invalid_address / invalid_address_postcode, an error dialog with the server's message, and for
 * ineligible_address a sheet with a title and the message (§8); the flow is not sent.
 */
import type { FormTranslate } from '../../strings';
import type { CheckNotice, ContinueCheck } from '../engine';
import { isAddressEmpty } from '../items/address';
import type { AddressValue } from '../items/address';

export function addressCheck(t: FormTranslate): ContinueCheck {
  return async ({ view, values, host }) => {
    const items = view.items.filter((item) => item.type === 'ADDRESS_INPUT' && values[item.id] !== undefined && !isAddressEmpty(values[item.id] as AddressValue));
    if (items.length === 0 || !host.address) return { errors: {} };
    const addresses = await host.address();
    const errors: Record<string, string> = {};
    let notice: CheckNotice | undefined;
    for (const item of items) {
      const answer = await addresses.validateAddress(values[item.id] as AddressValue);
      if (answer.success) continue;
      const message = answer.message ?? t('invalidValue');
      errors[item.id] = message;
      notice ??=
        answer.messageType === 'ineligible_address'
          ? { kind: 'sheet', itemId: item.id, title: answer.title ?? t('addressIneligibleTitle'), description: message }
          : { kind: 'dialog', itemId: item.id, title: message };
    }
    return notice ? { errors, notice } : { errors };
  };
}
