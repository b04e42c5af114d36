import { useState } from 'react';
import { Form, FormField, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { lookUpCode } from '../../calls/codeAdminCalls.ts';
import { normaliseCode } from '../../schemas/paymentCode.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { useCallQuery } from '../serverData.ts';
import { CodeCard } from './CodeCard.tsx';

interface LookupValues {
  code: string;
}

const codeProblems = ({ code }: LookupValues) => (normaliseCode(code) ? [] : [{ field: 'code', message: PAYMENT_MESSAGES.badCode }]);

/** GET code_lookup/{code}: one code's state, with the tools that act on it. */
export function CodeLookup() {
  const [code, setCode] = useState<string | null>(null);
  const form = useLmsForm<LookupValues>({ defaultValues: { code: '' }, rules: codeProblems, warnUnsaved: false });
  const found = useCallQuery(lookUpCode, { params: { code: code ?? '' } }, { enabled: code !== null });
  return (
    <section className="lms-payments-step" aria-labelledby="lms-payments-lookup">
      <h2 id="lms-payments-lookup">Look up a code</h2>
      <Form form={form} onSubmit={({ code: typed }) => setCode(normaliseCode(typed))} className="lms-payments-form lms-payments-inline" aria-label="Look up a code">
        <FormField name="code" label="Code" autoComplete="off" spellCheck={false} maxLength={24} required />
        <FormStatusLine />
        <SubmitButton label="Look up" busyLabel="Looking up…" />
      </Form>
      {code !== null && found.isPending && <p role="status">Looking the code up…</p>}
      {found.error && <p role="alert">{found.error.message}</p>}
      {found.data && <CodeCard code={found.data.code} />}
    </section>
  );
}
