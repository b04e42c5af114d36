import { jsonSchema } from '../contract/jsonSchema.ts';
import { countTextSchema, ENROLLMENT_COUNT_MESSAGE } from '../contract/countText.ts';

/**
 * Shapes only (types, lengths, no unknown fields). What is missing or malformed
 * is told by the rules of `core/src/rules` with the spec's messages, so every
 * field here is optional.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength });
const NAME = { ...text(200), titleText: true };
const EMAIL = text(320);
// Long enough for any passphrase, short enough that hashing it costs nothing unusual.
const PASSWORD = text(1000);
const PHONE = text(40);

export interface StudentRegisterBody {
  name?: string;
  surname?: string;
  email?: string;
  password1?: string;
  password2?: string;
  toc?: boolean;
  course?: string;
  bundle?: string;
  sms_notifications?: boolean;
  phone?: string;
  fields?: Record<string, string>;
}

export const studentRegisterSchema = jsonSchema<StudentRegisterBody>({
  type: 'object',
  properties: {
    name: NAME,
    surname: NAME,
    email: EMAIL,
    password1: PASSWORD,
    password2: PASSWORD,
    toc: { type: 'boolean' },
    course: text(100),
    bundle: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    sms_notifications: { type: 'boolean' },
    phone: PHONE,
    fields: { type: 'object', maxProperties: 50, additionalProperties: text(500) },
  },
});

export interface ProfessorRegisterBody {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  password1?: string;
  password2?: string;
  role?: string;
  university?: string;
  professorTick?: boolean;
  toc?: boolean;
  state?: string;
  course?: string;
  course_title?: string;
  course_start_date?: string;
  course_enrollment?: string;
  sms_notifications?: boolean;
}

export const professorRegisterSchema = jsonSchema<ProfessorRegisterBody>({
  type: 'object',
  properties: {
    name: NAME,
    surname: NAME,
    email: EMAIL,
    phone: PHONE,
    password1: PASSWORD,
    password2: PASSWORD,
    role: text(200),
    university: text(300),
    professorTick: { type: 'boolean' },
    toc: { type: 'boolean' },
    state: text(100),
    course: text(100),
    course_title: { ...text(300), titleText: true },
    course_start_date: text(40),
    course_enrollment: countTextSchema(ENROLLMENT_COUNT_MESSAGE),
    sms_notifications: { type: 'boolean' },
  },
});

export interface LtiRegisterBody {
  lti_registration?: string;
  name?: string;
  surname?: string;
  email?: string;
  password1?: string;
  password2?: string;
  university?: string;
  toc?: boolean;
  role_id?: string;
  phone?: string;
  sms_notifications?: boolean;
}

export const ltiRegisterSchema = jsonSchema<LtiRegisterBody>({
  type: 'object',
  properties: {
    lti_registration: text(100),
    name: NAME,
    surname: NAME,
    email: EMAIL,
    password1: PASSWORD,
    password2: PASSWORD,
    university: text(300),
    toc: { type: 'boolean' },
    role_id: text(200),
    phone: PHONE,
    sms_notifications: { type: 'boolean' },
  },
});
