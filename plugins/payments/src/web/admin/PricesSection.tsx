import { DataGrid, type GridColumnSpec } from '@lms/sdk/web';
import { listPrices } from '../../calls/priceCalls.ts';
import { PRICE_METHOD_LABELS, type PriceMethod } from '../../schemas/priceRules.ts';
import type { Price } from '../../schemas/priceTypes.ts';
import { formatAmount } from '../money.ts';
import { useCallQuery } from '../serverData.ts';
import { ApplyPriceForm } from './ApplyPriceForm.tsx';
import { BundleActionForm } from './BundleActionForm.tsx';
import { NewPriceForm } from './NewPriceForm.tsx';

const money = (cents: number | null) => (cents === null ? '' : formatAmount(cents));

const COLUMNS: readonly GridColumnSpec<Price>[] = [
  { id: 'title', header: 'Title', value: (price) => price.title, rowHeader: true, sortable: true, filterable: true, width: 200 },
  { id: 'method', header: 'Method', value: (price) => PRICE_METHOD_LABELS[price.method as PriceMethod] ?? price.method, width: 200 },
  { id: 'amount', header: 'Amount', value: (price) => money(price.amount), width: 110 },
  { id: 'second', header: 'Second payment', value: (price) => money(price.second_amount), width: 140 },
  { id: 'isbn', header: 'ISBN', value: (price) => price.ISBN ?? '', width: 160 },
  { id: 'cost', header: 'Cost', value: (price) => money(price.cost), width: 100 },
  { id: 'fee', header: 'Fee', value: (price) => money(price.fee), width: 100 },
  { id: 'days', header: 'Access days', value: (price) => (price.exrollment_days === null ? '' : String(price.exrollment_days)), width: 120 },
  { id: 'courtesy', header: 'Courtesy window', value: (price) => (price.courtesy_window === null ? '' : String(price.courtesy_window)), width: 140 },
];

/** GET prices, a new price, giving a course a price (apply), and the special bundle actions (part 3 §5, §7). */
export function PricesSection() {
  const prices = useCallQuery(listPrices, {});
  return (
    <section className="lms-payments-step" aria-labelledby="lms-payments-prices">
      <h2 id="lms-payments-prices">Prices</h2>
      {prices.isPending && <p role="status">Loading the prices…</p>}
      {prices.error && <p role="alert">{prices.error.message}</p>}
      {prices.data && prices.data.prices.length === 0 && <p>No prices yet.</p>}
      {prices.data && prices.data.prices.length > 0 && (
        <DataGrid label="Prices" columns={COLUMNS} rows={prices.data.prices} rowId={(price) => price._id} initialSort={{ columnId: 'title', descending: false }} maxHeight={360} csvFileName="prices.csv" />
      )}
      <NewPriceForm />
      <ApplyPriceForm prices={prices.data?.prices ?? []} />
      <BundleActionForm prices={prices.data?.prices ?? []} />
    </section>
  );
}
