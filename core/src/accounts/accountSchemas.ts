import { jsonSchema } from '../contract/jsonSchema.ts';

/**
 * Shapes of the account calls (types, lengths, no unknown fields). Missing and
 * malformed values are told by `core/src/rules` with the spec's messages.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength });
const PASSWORD = text(1000);
const TOKEN = text(200);

export interface EmailPasswordBody {
  email?: string;
  password?: string;
}

export const resendSchema = jsonSchema<EmailPasswordBody>({
  type: 'object',
  properties: { email: text(320), password: PASSWORD },
});

export const recoverySchema = jsonSchema<{ email?: string }>({
  type: 'object',
  properties: { email: text(320) },
});

export interface PasswordResetBody {
  id: string;
  password1?: string;
  password2?: string;
}

export const passwordResetSchema = jsonSchema<PasswordResetBody>({
  type: 'object',
  required: ['id'],
  properties: { id: TOKEN, password1: PASSWORD, password2: PASSWORD },
});

export const unsubscribeSchema = jsonSchema<{ resetid: string }>({
  type: 'object',
  required: ['resetid'],
  properties: { resetid: TOKEN },
});

export const addCourseSchema = jsonSchema<{ course_id?: string }>({
  type: 'object',
  properties: { course_id: text(100) },
});

export interface ProfileBody {
  firstname?: string;
  lastname?: string;
  university?: string;
  description?: string;
  email_notifications?: boolean;
}

export const profileSchema = jsonSchema<ProfileBody>({
  type: 'object',
  properties: {
    firstname: { ...text(200), titleText: true },
    lastname: { ...text(200), titleText: true },
    university: text(300),
    description: text(5000),
    email_notifications: { type: 'boolean' },
  },
});

export interface PasswordChangeBody {
  current_password?: string;
  new_password?: string;
}

export const passwordChangeSchema = jsonSchema<PasswordChangeBody>({
  type: 'object',
  properties: { current_password: PASSWORD, new_password: PASSWORD },
});

export interface PhoneBody {
  number?: string;
  sms_notifications?: boolean;
}

export const phoneSchema = jsonSchema<PhoneBody>({
  type: 'object',
  properties: { number: text(40), sms_notifications: { type: 'boolean' } },
});
