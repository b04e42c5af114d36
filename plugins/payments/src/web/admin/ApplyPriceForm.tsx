import { Form, FormField, FormStatusLine, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { ID_PATTERN } from '@lms/sdk/calls';
import { applyPrice, listClasses } from '../../calls/priceCalls.ts';
import type { Price } from '../../schemas/priceTypes.ts';
import { formatAmount } from '../money.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';

interface ApplyValues {
  course_id: string;
  price: string;
}

const COURSE_ID = new RegExp(ID_PATTERN);

const problems = (values: ApplyValues) => [
  ...(COURSE_ID.test(values.course_id.trim()) ? [] : [{ field: 'course_id', message: 'Please choose a course.' }]),
  ...(values.price ? [] : [{ field: 'price', message: 'Please choose a price.' }]),
];

/** POST apply: a course takes a price's payment terms (its id is on /administrator/courses). */
export function ApplyPriceForm({ prices }: { prices: readonly Price[] }) {
  const cache = useCallCache();
  const apply = useCallMutation(applyPrice, { onSuccess: () => cache.invalidate(listClasses) });
  const form = useLmsForm<ApplyValues>({ defaultValues: { course_id: '', price: '' }, rules: problems, warnUnsaved: false });
  const save = async (values: ApplyValues) => {
    const { payment } = await apply.mutateAsync({ body: { course_id: values.course_id.trim(), price: values.price } });
    return { values: { course_id: '', price: '' }, success: `The course now asks ${formatAmount(payment.amount)}.` };
  };
  return (
    <Form form={form} onSubmit={save} className="lms-payments-form" aria-label="Give a course a price">
      <h3>Give a course a price</h3>
      <FormField name="course_id" label="Course id" hint="The id shown on the course's page under Courses." />
      <SelectField name="price" label="Price" options={[{ value: '', label: 'Choose a price' }, ...prices.map((price) => ({ value: price._id, label: `${price.title} (${formatAmount(price.amount)})` }))]} />
      <FormStatusLine />
      <SubmitButton label="Give the price" busyLabel="Saving…" />
    </Form>
  );
}
