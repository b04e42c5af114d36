import { Type, type Static } from '@lms/sdk/calls';

/** What the administration calls answer (TypeBox: the types and the serialiser's schemas in one). */

export const AccountSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  institution: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([Type.String(), Type.Null()]),
  instructor: Type.Boolean(),
  administrator: Type.Integer(),
  programAdministrator: Type.Boolean(),
  accountType: Type.String(),
  validated: Type.Boolean(),
  credits: Type.Integer(),
  createdAt: Type.String(),
});
export type ApiAccount = Static<typeof AccountSchema>;

export const AccountListSchema = Type.Object({ users: Type.Array(AccountSchema) });

export const AccountRecordSchema = Type.Object({
  account: AccountSchema,
  courses: Type.Array(
    Type.Object({
      courseId: Type.String(),
      title: Type.String(),
      role: Type.Unsafe<'student' | 'instructor' | 'assistant'>({ type: 'string', enum: ['student', 'instructor', 'assistant'] }),
      enrolment: Type.Union([
        Type.Object({ accessEndDate: Type.Union([Type.String(), Type.Null()]), paymentDueDate: Type.Union([Type.String(), Type.Null()]), iaOptOut: Type.Boolean() }),
        Type.Null(),
      ]),
    }),
  ),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      courseId: Type.String(),
      amount: Type.Integer(),
      paidAt: Type.String(),
      paymentType: Type.String(),
      providerRef: Type.Union([Type.String(), Type.Null()]),
      refundedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type ApiAccountRecord = Static<typeof AccountRecordSchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actorId: Type.String(),
  actorName: Type.String(),
  actorEmail: Type.String(),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type ApiAuditEntry = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Type.Object({ entries: Type.Array(AuditEntrySchema) });

/** Part 3 §3 Course as administrators read it (the core's contract/src/courseAdministration.ts). */
const StaffSchema = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), role: Type.Union([Type.Literal('instructor'), Type.Literal('assistant')]), editRights: Type.Boolean() });
const nullableString = Type.Union([Type.String(), Type.Null()]);

export const AdministeredCourseSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  subtitle: nullableString,
  startDate: nullableString,
  endDate: nullableString,
  archived: Type.Boolean(),
  staff: Type.Array(StaffSchema),
  studentCount: Type.Integer(),
});
export type ApiAdministeredCourse = Static<typeof AdministeredCourseSchema>;

export const AdministeredCourseRecordSchema = Type.Composite([
  AdministeredCourseSchema,
  Type.Object({
    slug: nullableString,
    openDate: nullableString,
    createdAt: Type.String(),
    sectionType: Type.Union([Type.Literal('section'), Type.Literal('program_master')]),
    useSectionTemplate: Type.Boolean(),
    enrolment: Type.Object({ invite_only: Type.Boolean(), enrollment_locked: Type.Boolean(), continuous_enrollment: Type.Boolean(), sso_only: Type.Boolean() }),
    assistantsNoManagerRights: Type.Boolean(),
    payment: Type.Object({ amount: Type.Integer(), isbn: nullableString, courtesyWindow: Type.Union([Type.Number(), Type.Null()]), accessDays: Type.Union([Type.Number(), Type.Null()]) }),
    paidCount: Type.Integer(),
  }),
]);
export type ApiAdministeredCourseRecord = Static<typeof AdministeredCourseRecordSchema>;
