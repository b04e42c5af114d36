import { ID_PATTERN, slugField, Type, type Static } from '@lms/sdk/calls';
import { AUDIT_PAGE_SIZE, MAX_CREDITS } from './administrationMessages.ts';

/** The request bodies and queries of the administration calls. */

const objectId = () => Type.String({ pattern: ID_PATTERN });
const text = (maxLength: number) => Type.String({ maxLength });

export const searchSchema = Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) });
export const courseSearchSchema = Type.Object({ course_id: objectId() });

/** Blank fields are refused by the handler with one message for all ('All fields are required'). */
export const newAccountSchema = Type.Object({
  name: text(100),
  surname: text(100),
  email: text(254),
  phone: text(40),
  institution: text(200),
  role: text(100),
  instructor: Type.Optional(Type.Boolean()),
});
export type NewAccountBody = Static<typeof newAccountSchema>;

export const userSchema = Type.Object({ user_id: objectId() });
export const userCourseSchema = Type.Object({ user_id: objectId(), course_id: objectId() });
export const changeEmailSchema = Type.Object({ user_id: objectId(), email: text(254) });
export const creditsSchema = Type.Object({ user_id: objectId(), credits: Type.Integer({ minimum: 0, maximum: MAX_CREDITS }) });
const dateOrNull = () => Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
/** Part 3 §3 Enrollment: the enrolment's access end and payment due dates; null puts the course's back. */
export const changeDateSchema = Type.Object({ user_id: objectId(), course_id: objectId(), access_end_date: dateOrNull(), payment_due_date: dateOrNull() });
export const optOutSchema = Type.Object({ user_id: objectId(), course_id: objectId(), ia_opt_out: Type.Boolean() });
export const paymentSchema = Type.Object({ payment_id: objectId() });
export const movePaymentSchema = Type.Object({ payment_id: objectId(), course_id: objectId() });
/** Part 3 §7 utils/slug: the course's new slug, or null to take it away. */
export const courseSlugSchema = Type.Object({ course_id: objectId(), slug: slugField() });

export const auditQuerySchema = Type.Object({
  action: Type.Optional(Type.String({ maxLength: 100 })),
  actor: Type.Optional(objectId()),
  subject: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  before: Type.Optional(objectId()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE })),
});
