import { CheckboxField, Form, FormField, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { isBlank, PHONE_EXAMPLE, PHONE_MESSAGES, phoneError, PROFILE_MESSAGES, type FieldError } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import type { AccountUser } from './accountUser.ts';
import { accountFailureMessage } from './formFailure.ts';
import { updatePhone, verifyPhone } from '@lms/sdk/calls';

interface PhoneValues {
  number: string;
  sms_notifications: boolean;
}

/** The client-side phone rule (part 1 §5 Phone); an empty number with SMS off removes the number. */
function phoneRules({ number, sms_notifications: sms }: PhoneValues): FieldError[] {
  const problem = isBlank(number) ? (sms ? PHONE_MESSAGES.neededForSms : undefined) : (phoneError(number, sms) ?? undefined);
  return problem ? [{ field: 'number', message: problem }] : [];
}

/**
 * The phone number and SMS notifications: the number is checked by
 * POST verify_phone/ (which answers its stored form), then saved with
 * POST update_phone/.
 */
export function PhoneForm({ user }: { user: AccountUser }) {
  const { api, session } = useShell();
  const form = useLmsForm<PhoneValues>({
    defaultValues: { number: user.phoneNumber ?? '', sms_notifications: Boolean(user.sms_notifications) },
    rules: phoneRules,
    failureMessage: accountFailureMessage,
  });

  const onSubmit = async ({ number, sms_notifications }: PhoneValues) => {
    let stored = '';
    if (!isBlank(number)) stored = (await api.call(verifyPhone, { body: { number, sms_notifications } })).number;
    const updated = await api.call(updatePhone, { body: { number: stored, sms_notifications } });
    session.signIn(updated);
    return { values: { number: updated.phoneNumber ?? stored, sms_notifications: Boolean(updated.sms_notifications) }, success: PROFILE_MESSAGES.phoneSaved };
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="account-phone-title">
      <h2 id="account-phone-title">Phone and SMS notifications</h2>
      <FormField name="number" id="phone-number" label="Phone number" type="tel" autoComplete="tel" placeholder={PHONE_EXAMPLE} />
      <CheckboxField name="sms_notifications" id="phone-sms" label="Send me SMS notifications (US numbers only)" />
      <FormStatusLine />
      <SubmitButton label="Save phone" busyLabel="Saving…" />
    </Form>
  );
}
