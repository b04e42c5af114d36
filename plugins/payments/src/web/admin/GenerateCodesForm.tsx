import { Form, FormField, FormStatusLine, rulesResolver, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { generateCodes } from '../../calls/codeCalls.ts';
import { listCodes } from '../../calls/codeAdminCalls.ts';
import { codeCount, codeCountProblems } from '../../schemas/codeCount.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';

interface CountValues {
  count: string;
}

/** POST generate: 1 to 10,000 codes per request for the chosen target ('Please enter an integer between 1 and 10,000'). */
export function GenerateCodesForm({ targetId }: { targetId: string }) {
  const form = useLmsForm<CountValues>({ defaultValues: { count: '10' }, rules: codeCountProblems, warnUnsaved: false });
  const cache = useCallCache();
  const generate = useCallMutation(generateCodes, { onSuccess: () => cache.invalidate(listCodes) });
  const submit = async ({ count }: CountValues) => {
    const { codes } = await generate.mutateAsync({ body: { target: targetId, count: codeCount(count) ?? 0 } });
    return { values: { count }, success: codes.length === 1 ? `1 code generated: ${codes[0]}` : `${codes.length} codes generated.` };
  };
  return (
    <Form form={form} onSubmit={submit} className="lms-payments-form" aria-label="Generate codes">
      <h2>Generate codes</h2>
      <FormField name="count" label="How many codes (1 to 10,000)" inputMode="numeric" required />
      <FormStatusLine />
      <SubmitButton label="Generate" busyLabel="Generating…" />
    </Form>
  );
}
