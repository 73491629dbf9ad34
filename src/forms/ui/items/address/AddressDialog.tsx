/**
 * The address picker modal (§2): the country selector, then either the search box with its
 * results (§4 states) and 'My address is not here', or the address fields; the states picker
 * and the not-supported-state dialog (§5). The picker's core holds every rule.
 */
import { useMemo } from 'react';
import { systemClock } from '../../../../shared/clock';
import { consoleLogger } from '../../../../shared/logger';
import { BottomSheet } from '../../../../ui/BottomSheet';
import { Button } from '../../../../ui/Button';
import { useElement } from '../../../../ui/element-context';
import { StatusDialog } from '../../../../ui/StatusDialog';
import { useCore } from '../../../../ui/useCore';
import { createAddressPicker } from '../../../core/address/picker';
import { resolveSelector } from '../../../core/address/template';
import type { AddressItem } from '../../../core/items/address';
import { CountryPicker } from '../../pickers/CountryPicker';
import { useSearchReport } from '../../search-report';
import { useStrings } from '../../strings';
import { useTemplateSources } from '../../templates';
import type { ItemRendererProps } from '../props';
import { AddressFields } from './AddressFields';
import { AddressResults } from './AddressResults';

export interface AddressDialogProps extends ItemRendererProps<AddressItem> {
  onClose(): void;
}

export function AddressDialog(props: AddressDialogProps) {
  const { item, value, host, onChange, onClose, locale, error } = props;
  const t = useStrings();
  const { config } = useElement();
  const sources = useTemplateSources();
  const searchedAddress = useSearchReport('address', props);
  const searchedCountry = useSearchReport('country', props);
  // Resolved when the modal opens: the flow's answers as they are now.
  const selector = useMemo(() => resolveSelector(item.countrySelector, sources, consoleLogger), [item.countrySelector, sources]);
  const [state, picker] = useCore(
    () =>
      createAddressPicker({
        ...(host.address ? { host: host.address } : {}),
        configuration: item,
        value,
        preselected: selector.preselected,
        clock: systemClock,
        logger: consoleLogger,
        onChange,
        reportSearch: searchedAddress,
      }),
    // One picker per opening: later changes of the value come from this picker itself.
    [host, item],
  );

  const use = () => {
    picker.use();
    onClose();
  };
  const fields = state.step === 'fields';

  return (
    <>
      <BottomSheet
        open
        onClose={onClose}
        title={item.title ?? t('addressDialogTitle')}
        className="address-dialog"
        actions={
          fields ? (
            <>
              <Button fullWidth onClick={use}>
                {t('useAddress')}
              </Button>
              <Button fullWidth variant="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
            </>
          ) : undefined
        }
      >
        <div className="address-picker" part="address-picker" aria-busy={!state.ready || undefined}>
          {selector.visible && (
            <CountryPicker
              variant="sheet"
              label={t('country')}
              value={state.country || null}
              countries={state.countries}
              locale={locale}
              assetBase={config.apiBase}
              placeholder={t('chooseCountryFirst')}
              disabled={!selector.editable || !state.ready}
              onChange={(code) => picker.setCountry(code)}
              onSearched={searchedCountry}
            />
          )}
          {fields ? (
            <AddressFields state={state} picker={picker} showErrors={error !== undefined} />
          ) : (
            <AddressResults state={state} picker={picker} />
          )}
        </div>
      </BottomSheet>
      {state.unsupportedState !== undefined && (
        <StatusDialog
          open
          variant="warning"
          className="address-unsupported"
          title={t('stateNotSupported', { code: state.unsupportedState })}
          onClose={() => picker.cancelUnsupported()}
          actions={[{ label: t('cancel'), onClick: () => picker.cancelUnsupported() }]}
        />
      )}
    </>
  );
}
