import { useApolloClient } from '@apollo/client/react';
import { Button, formMessages, useToast } from '@brigade/ui';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { priceMessages } from '../prices/messages';
import { today } from '../common/days';
import { importMessages } from './messages';
import { failureText } from './outcomes';
import { EXPORT_PRICES, type ExportedPrice } from './queries';
import { pricesTable, type PriceHeaders } from './tables';

/** The export's column names: the import's field labels in the person's language (and the supplier), so the importer maps them back. */
export const priceHeaders = (intl: IntlShape): PriceHeaders => ({
  name: intl.formatMessage(importMessages.fieldName),
  supplier: intl.formatMessage(priceMessages.supplier),
  supplierCode: intl.formatMessage(priceMessages.supplierCode),
  packDescription: intl.formatMessage(priceMessages.packDescription),
  packSize: intl.formatMessage(priceMessages.packSize),
  packUnit: intl.formatMessage(priceMessages.packUnit),
  packPrice: intl.formatMessage(priceMessages.packPrice),
  currency: intl.formatMessage(priceMessages.currency),
  pricedOn: intl.formatMessage(priceMessages.pricedOn),
  yieldPercent: intl.formatMessage(priceMessages.yieldPercent),
});

/**
 * 'Export prices (CSV)': the kitchen's current prices (getCurrentPrices), read when clicked, as a
 * CSV in the columns the importer guesses, so the file comes back in unchanged. papaparse comes
 * with the first click.
 */
export function ExportPricesButton({ kitchenId }: { kitchenId?: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportPrices = async () => {
    setBusy(true);
    try {
      const { data } = await client.query<{ getCurrentPrices: ExportedPrice[] }>({
        query: EXPORT_PRICES,
        variables: kitchenId ? { kitchenId } : {},
        fetchPolicy: 'network-only',
      });
      const prices = data?.getCurrentPrices ?? [];
      if (!prices.length) {
        toast.info(intl.formatMessage(importMessages.exportEmpty));
        return;
      }
      const { downloadCsv } = await import('../common/csv.js');
      const sorted = [...prices].sort((a, b) => (a.ingredient?.name ?? '').localeCompare(b.ingredient?.name ?? '', intl.locale));
      downloadCsv(pricesTable(priceHeaders(intl), sorted), `prices-${today()}.csv`);
    } catch (error) {
      toast.error(failureText(intl, error, formMessages.genericError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={() => void exportPrices()}>
      {intl.formatMessage(importMessages.exportButton)}
    </Button>
  );
}
