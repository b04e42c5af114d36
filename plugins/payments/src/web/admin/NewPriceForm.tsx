import { Form, FormField, FormStatusLine, SelectField, SubmitButton, useLmsForm, useSessionUser } from '@lms/sdk/web';
import { createPrice, listPrices } from '../../calls/priceCalls.ts';
import { PRICE_MESSAGES, PRICE_METHOD_LABELS, PRICE_METHODS } from '../../schemas/priceRules.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';
import { EMPTY_PRICE, priceBody, priceFormProblems, type PriceFormValues } from './priceForm.ts';

const METHOD_OPTIONS = PRICE_METHODS.map((method) => ({ value: method, label: PRICE_METHOD_LABELS[method] }));

/** POST prices: a new price, under the rules of part 3 §5; show_modal only offered to a provider-level admin. */
export function NewPriceForm() {
  const provider = useSessionUser()?.accountType === 'Junction';
  const form = useLmsForm<PriceFormValues>({ defaultValues: EMPTY_PRICE, rules: priceFormProblems, warnUnsaved: false });
  const cache = useCallCache();
  const create = useCallMutation(createPrice, { onSuccess: () => cache.invalidate(listPrices) });
  const save = async (values: PriceFormValues) => {
    await create.mutateAsync({ body: priceBody(values) });
    return { values: EMPTY_PRICE, success: PRICE_MESSAGES.saved };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-payments-form lms-payments-price-form" aria-label="New price">
      <h3>New price</h3>
      <FormField name="title" label="Title" maxLength={200} required />
      <SelectField name="method" label="Payment method" options={METHOD_OPTIONS} />
      <FormField name="amount" label="Amount ($)" inputMode="decimal" hint="Above $0.00 for Credit Card Only." />
      <FormField name="second_amount" label="Second payment ($)" inputMode="decimal" hint="Required when the first payment is free." />
      <FormField name="isbn" label="ISBN" maxLength={40} />
      <FormField name="isbn_number" label="ISBN number" maxLength={40} />
      <FormField name="cost" label="Cost ($)" inputMode="decimal" />
      <FormField name="fee" label="Fee ($)" inputMode="decimal" />
      <FormField name="exrollment_days" label="Access days" inputMode="numeric" hint="A whole number, 0 or more." />
      <FormField name="courtesy_window" label="Courtesy window (days)" inputMode="numeric" hint="At most 45." />
      {provider && <FormField name="show_modal" label="show_modal" inputMode="numeric" hint="Above 0." />}
      <FormStatusLine />
      <SubmitButton label="Save price" busyLabel="Saving…" />
    </Form>
  );
}
