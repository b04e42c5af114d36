import { TextField } from '../../ui/TextField.tsx';
import { CheckboxField } from '../login/form/CheckboxField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

export interface PhoneValues {
  phone: string;
  sms_notifications: boolean;
}

export const EMPTY_PHONE: PhoneValues = { phone: '', sms_notifications: false };

interface PhoneFieldsProps {
  form: string;
  values: PhoneValues;
  update(changes: Partial<PhoneValues>): void;
  errors: Readonly<Record<string, string>>;
  required: boolean;
}

/** A phone number and the SMS notifications choice (part 1 §5 Phone: SMS needs a US number). */
export function PhoneFields({ form, values, update, errors, required }: PhoneFieldsProps) {
  return (
    <>
      <TextField
        id={fieldId(form, 'phone')}
        label={required ? 'Phone number' : 'Phone number (optional)'}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(phone) => update({ phone })}
        error={errors.phone}
      />
      <CheckboxField
        id={fieldId(form, 'sms_notifications')}
        label="Send me SMS notifications"
        checked={values.sms_notifications}
        onChange={(sms_notifications) => update({ sms_notifications })}
      />
    </>
  );
}

/** The phone part of a registration payload: only when a number was given. */
export function phonePayload({ phone, sms_notifications }: PhoneValues): { phone?: string; sms_notifications?: boolean } {
  return phone.trim() === '' ? {} : { phone: phone.trim(), sms_notifications };
}
