import { Form, FormStatusLine, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { listBundles } from '../../calls/bundleCalls.ts';
import { specialBundleAction } from '../../calls/priceCalls.ts';
import type { Price, SpecialBundleAction } from '../../schemas/priceTypes.ts';
import { formatAmount } from '../money.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';

interface ActionValues {
  bundle: string;
  action: SpecialBundleAction['action'];
  price: string;
}

const ACTIONS = [
  { value: 'display_all', label: 'Show all its courses' },
  { value: 'hide_all', label: 'Do not show all its courses' },
  { value: 'apply_price', label: "Give it a price's amount" },
];

const problems = (values: ActionValues) => [
  ...(values.bundle ? [] : [{ field: 'bundle', message: 'Please choose a bundle.' }]),
  ...(values.action === 'apply_price' && !values.price ? [{ field: 'price', message: 'Please choose a price.' }] : []),
];

/** POST special_bundle_action. */
export function BundleActionForm({ prices }: { prices: readonly Price[] }) {
  const bundles = useCallQuery(listBundles, {});
  const cache = useCallCache();
  const act = useCallMutation(specialBundleAction, { onSuccess: () => cache.invalidate(listBundles) });
  const form = useLmsForm<ActionValues>({ defaultValues: { bundle: '', action: 'display_all', price: '' }, rules: problems, warnUnsaved: false });
  const action = form.watch('action');
  const save = async (values: ActionValues) => {
    const { bundle } = await act.mutateAsync({ body: { bundle: values.bundle, action: values.action, ...(values.action === 'apply_price' ? { price: values.price } : {}) } });
    return { values, success: `${bundle.title}: ${formatAmount(bundle.amount)}, ${bundle.display_all ? 'shows all its courses' : 'does not show all its courses'}.` };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-payments-form" aria-label="Special bundle action">
      <h3>Special bundle action</h3>
      <SelectField name="bundle" label="Bundle" options={[{ value: '', label: 'Choose a bundle' }, ...(bundles.data?.bundles ?? []).map((bundle) => ({ value: bundle._id, label: bundle.title }))]} />
      <SelectField name="action" label="Action" options={ACTIONS} />
      {action === 'apply_price' && (
        <SelectField name="price" label="Price" options={[{ value: '', label: 'Choose a price' }, ...prices.map((price) => ({ value: price._id, label: `${price.title} (${formatAmount(price.amount)})` }))]} />
      )}
      <FormStatusLine />
      <SubmitButton label="Apply" busyLabel="Applying…" />
    </Form>
  );
}
