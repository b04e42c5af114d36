import { fieldId } from '../login/form/fieldId.ts';
import { FormField, CheckboxField } from '@lms/sdk/web';

export interface PhoneValues {
  phone: string;
  sms_notifications: boolean;
}

export const EMPTY_PHONE: PhoneValues = { phone: '', sms_notifications: false };

/** A phone number and the SMS notifications choice of the enclosing <Form> (part 1 §5 Phone: SMS needs a US number). */
export function PhoneFields({ form, required }: { form: string; required: boolean }) {
  return (
    <>
      <FormField name="phone" id={fieldId(form, 'phone')} label={required ? 'Phone number' : 'Phone number (optional)'} type="tel" autoComplete="tel" />
      <CheckboxField name="sms_notifications" id={fieldId(form, 'sms_notifications')} label="Send me SMS notifications" />
    </>
  );
}

/** The phone part of a registration payload: only when a number was given. */
export function phonePayload({ phone, sms_notifications }: PhoneValues): { phone?: string; sms_notifications?: boolean } {
  return phone.trim() === '' ? {} : { phone: phone.trim(), sms_notifications };
}
