import { useState } from 'react';
import { isId } from '@lms/sdk/calls';
import { Form, FormField, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { userCodes } from '../../calls/codeAdminCalls.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { useCallQuery } from '../serverData.ts';
import { CodeCard } from './CodeCard.tsx';

interface AccountValues {
  userId: string;
}

const accountProblems = ({ userId }: AccountValues) => (isId(userId.trim()) ? [] : [{ field: 'userId', message: PAYMENT_MESSAGES.badAccountId }]);

/** GET user_code/{userId}/{isbnId}: the codes one account redeemed for the chosen bundle or course, with the tools that act on each. */
export function UserCodes({ targetId }: { targetId: string }) {
  const [userId, setUserId] = useState<string | null>(null);
  const form = useLmsForm<AccountValues>({ defaultValues: { userId: '' }, rules: accountProblems, warnUnsaved: false });
  const found = useCallQuery(userCodes, { params: { userId: userId ?? '', isbnId: targetId } }, { enabled: userId !== null });
  return (
    <section aria-labelledby="lms-payments-user-codes">
      <h3 id="lms-payments-user-codes">Codes an account redeemed</h3>
      <Form form={form} onSubmit={({ userId: typed }) => setUserId(typed.trim())} className="lms-payments-form lms-payments-inline" aria-label="Codes an account redeemed">
        <FormField name="userId" label="Account id" autoComplete="off" spellCheck={false} maxLength={24} required />
        <FormStatusLine />
        <SubmitButton label="Show codes" busyLabel="Looking up…" />
      </Form>
      {userId !== null && found.isPending && <p role="status">Looking the codes up…</p>}
      {found.error && <p role="alert">{found.error.message}</p>}
      {found.data && found.data.codes.length === 0 && <p>This account redeemed no code for it.</p>}
      {found.data?.codes.map((code) => <CodeCard key={code.code} code={code} />)}
    </section>
  );
}
