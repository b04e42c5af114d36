import { useState, type FormEvent } from 'react';
import { isBlank, PHONE_EXAMPLE, PHONE_MESSAGES, phoneError, PROFILE_MESSAGES } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { TextField } from '../../ui/TextField.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import type { AccountUser } from './accountUser.ts';
import { formFailure } from './formFailure.ts';
import { FormStatus } from './FormStatus.tsx';
import { useAccountForm } from './useAccountForm.ts';
import { updatePhone, verifyPhone } from '@lms/sdk/calls';

/** The payload fields whose 422 messages belong at the phone number. */
const PHONE_FIELDS = ['number', 'sms_notifications'];

/** The client-side phone rule (part 1 §5 Phone); an empty number with SMS off removes the number. */
function phoneProblem(number: string, sms: boolean): string | undefined {
  if (isBlank(number)) return sms ? PHONE_MESSAGES.neededForSms : undefined;
  return phoneError(number, sms) ?? undefined;
}

/**
 * The phone number and SMS notifications: the number is checked by
 * POST verify_phone/ (which answers its stored form), then saved with
 * POST update_phone/.
 */
export function PhoneForm({ user }: { user: AccountUser }) {
  const { api, session } = useShell();
  const [number, setNumber] = useState(user.phoneNumber ?? '');
  const [sms, setSms] = useState(Boolean(user.sms_notifications));
  const { errors, setErrors, status, formRef, check } = useAccountForm(PHONE_FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneProblem(number, sms);
    if (check(problem ? [{ field: 'number', message: problem }] : [])) return;
    status.start();
    try {
      let stored = '';
      if (!isBlank(number)) stored = (await api.call(verifyPhone, { body: { number, sms_notifications: sms } })).number;
      const updated = await api.call(updatePhone, { body: { number: stored, sms_notifications: sms } });
      session.signIn(updated);
      setNumber(updated.phoneNumber ?? stored);
      setSms(Boolean(updated.sms_notifications));
      status.succeed(PROFILE_MESSAGES.phoneSaved);
    } catch (error) {
      const failure = formFailure(error, PHONE_FIELDS);
      setErrors({ number: failure.fields.number ?? failure.fields.sms_notifications });
      status.fail(failure.form);
    }
  };

  return (
    <form ref={formRef} noValidate aria-labelledby="account-phone-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="account-phone-title">Phone and SMS notifications</h2>
      <TextField
        id="phone-number"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_EXAMPLE}
        value={number}
        onChange={setNumber}
        error={errors.number}
      />
      <label className="checkbox account-form__checkbox">
        <input type="checkbox" checked={sms} onChange={(event) => setSms(event.target.checked)} />
        Send me SMS notifications (US numbers only)
      </label>
      <FormStatus success={status.success} error={status.error} />
      <SubmitButton label="Save phone" busyLabel="Saving…" busy={status.saving} block={false} />
    </form>
  );
}
