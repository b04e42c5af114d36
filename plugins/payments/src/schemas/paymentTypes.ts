import { Type, type Static, type TSchema } from '@lms/sdk/calls';

/** The payments plugin's API answers (docs/api.md "Payments"), shared by the server and the web screens. */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const BundleCourseSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: nullable(Type.String()),
  startDate: nullable(Type.String()),
});

/** Part 1 §3 Bundle. */
export const BundleSchema = Type.Object({
  /** The bundle id, or the course id for a one-course bundle. */
  _id: Type.String(),
  title: Type.String(),
  /** Cents. */
  amount: Type.Integer(),
  /** Course ids, in order. */
  courses: Type.Array(Type.String()),
  course_details: Type.Array(BundleCourseSchema),
  payment: Type.Object({
    /** The logged-in caller already has every course (paid or staff). */
    paid_already: Type.Boolean(),
    stripe_public_key: nullable(Type.String()),
    /** Card payments configured on this site (and the amount above 0). */
    card: Type.Boolean(),
  }),
  /** The logged-in caller's email. */
  purchaser_email: nullable(Type.String()),
  /** The logged-in caller's id (null when anonymous). */
  visitor_id: nullable(Type.String()),
  display_all: Type.Boolean(),
  /** Always true: an access code may pay for it. */
  payment_code: Type.Boolean(),
  /** The site's currency (ISO 4217, lower-case), in which `amount` is counted. */
  currency: Type.String(),
});
export type Bundle = Static<typeof BundleSchema>;

export const CheckoutAnswerSchema = Type.Object({ id: Type.String(), url: Type.String() });
export type CheckoutAnswer = Static<typeof CheckoutAnswerSchema>;

export const ConfirmAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('pending')]),
  courses: Type.Array(Type.String()),
});
export type ConfirmAnswer = Static<typeof ConfirmAnswerSchema>;

export const CodeAnswerSchema = Type.Object({
  status: Type.Literal('paid'),
  user: Type.Object({ mongoId: Type.String() }),
  amount: Type.Integer(),
  open_date: nullable(Type.String()),
  courses: Type.Array(Type.String()),
});
export type CodeAnswer = Static<typeof CodeAnswerSchema>;

/** A bundle as the administration lists it. */
export const AdminBundleSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  amount: Type.Integer(),
  courses: Type.Array(Type.String()),
  display_all: Type.Boolean(),
});
export type AdminBundle = Static<typeof AdminBundleSchema>;
