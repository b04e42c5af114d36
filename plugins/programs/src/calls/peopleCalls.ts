import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { PersonSchema, ProgramSchema } from './programCalls.ts';

/**
 * A section's people (part 3 §7 "Programs and sections": instructor,
 * replace_instructor, student, invitation_list), the program registration
 * (accepted_invitation, program_registration, program_professor) and the
 * enterprise and admin calls, at the spec's paths and methods; the answer
 * shapes are ours (the spec shows none).
 */

const ID = Type.String({ pattern: ID_PATTERN });
const Name = Type.String({ maxLength: 100 });
const Email = Type.String({ maxLength: 254 });
const strict = { additionalProperties: false } as const;

/** An invitation of an instructor to a section or to the program's template (type s or i, part 1 §2). */
export const InvitationSchema = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  course_id: Type.String(),
  type: Type.Union([Type.Literal('s'), Type.Literal('i')]),
  created_at: Type.String({ format: 'date-time' }),
  /** Null while pending. */
  accepted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ApiInvitation = Static<typeof InvitationSchema>;

export const inviteInstructor = defineCall({
  method: 'POST',
  path: 'instructor',
  summary:
    "Invites an instructor to a section (or to the program's template): program_template is that course's id. Records the invitation and mails its link (/programregistration/{invitation_id} for a new address, /acceptinvitation/{course}/{s|i} for an existing account). 'Email is required.'",
  body: Type.Object({ first_name: Name, last_name: Name, email: Email, program_template: ID }, strict),
  answer: Type.Object({ message: Type.String(), invitation: InvitationSchema }),
});

export const listInvitations = defineCall({
  method: 'GET',
  path: 'invitation_list/:courseId',
  summary: "The instructor invitations of a section or template of a program the caller runs, newest first, pending and accepted.",
  answer: Type.Object({ invitations: Type.Array(InvitationSchema) }),
});

export const replaceInstructor = defineCall({
  method: 'GET',
  path: 'replace_instructor/:master/:courseCode/:instructor/:flag',
  summary:
    "Makes `instructor` (an instructor of one of the program's courses or an accepted invitee) an instructor of section courseCode of program master. flag 1 replaces: the section's other instructors leave it; flag 0 adds alongside them. A GET as the spec says, refused without the XSRF header like a write.",
  answer: Type.Object({ message: Type.String(), instructors: Type.Array(PersonSchema) }),
});

export const addStudent = defineCall({
  method: 'POST',
  path: 'student',
  summary:
    "Adds the account with this email to section id of program master_id as a student. A student already in another section of the program is moved, not added: 'Look up a student first.'",
  body: Type.Object({ master_id: ID, id: ID, email: Email }, strict),
  answer: Type.Object({ message: Type.String(), student: PersonSchema }),
});

const LookedUp = Type.Object({ student: PersonSchema, section: Type.Object({ id: Type.String(), title: Type.String() }) });

export const lookUpStudent = defineCall({
  method: 'GET',
  path: 'student/:master/:courseCode/:user',
  summary:
    "Looks a student (the spec's {userId}: their account id, or their email) up in the sections of program master, to move them to section courseCode: the one section they are in. 'Student found in more than one section.' (409), 'Student not found in any section.' (404).",
  answer: LookedUp,
});

export const moveStudent = defineCall({
  method: 'PUT',
  path: 'student/:master/:courseCode/:user',
  summary:
    "Ours (the spec shows the lookup, not the move): moves the student looked up from section `from` (the lookup's answer) to section courseCode, in one transaction. Without a lookup: 'Look up a student first.'",
  body: Type.Object({ from: Type.String({ maxLength: 24 }) }, strict),
  answer: Type.Object({ message: Type.String(), student: PersonSchema }),
});

const InvitationView = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  course_title: Type.String(),
  program_name: Type.String(),
});

export const getProgramRegistration = defineCall({
  method: 'GET',
  path: 'program_registration/:invitationId',
  summary: 'A pending invitation as the program registration form shows it (no login needed); a used or unknown one is not found.',
  answer: InvitationView,
});

export const registerProgramProfessor = defineCall({
  method: 'POST',
  path: 'program_professor/:invitationId',
  summary:
    "Registers the invited instructor (part 3 §5 Program registration, checked in the spec's order with its messages and the password rule), makes them the instructor of the invitation's course, logs them in and answers where to go.",
  body: Type.Object(
    {
      first_name: Name,
      last_name: Name,
      phone: Type.String({ maxLength: 40 }),
      password: Type.String({ maxLength: 200 }),
      password_confirmation: Type.String({ maxLength: 200 }),
      role: Type.String({ maxLength: 100 }),
      institution: Type.String({ maxLength: 200 }),
      terms: Type.Boolean(),
    },
    strict,
  ),
  answer: Type.Object({ message: Type.String(), to: Type.String() }),
});

export const acceptInvitation = defineCall({
  method: 'GET',
  path: 'accepted_invitation/:masterId/:type',
  summary:
    "The logged-in user accepts their pending invitation to course masterId (type s a section, i a program's template) and becomes its instructor. A GET as the spec says, refused without the XSRF header like a write.",
  answer: Type.Object({ message: Type.String(), to: Type.String(), course_title: Type.String() }),
});

export const listEnterprisePrograms = defineCall({
  method: 'GET',
  path: 'programs/enterprise',
  summary: 'The enterprise programs, active and archived: site administrators only (part 3 §6).',
  answer: Type.Object({ programs: Type.Array(ProgramSchema) }),
});

export const getEnterprise = defineCall({
  method: 'GET',
  path: 'enterprise/:programId',
  summary: "A program's enterprise setting: site administrators only.",
  answer: Type.Object({ enterprise_program: Type.Boolean() }),
});

export const setEnterprise = defineCall({
  method: 'POST',
  path: 'enterprise/:programId',
  summary: 'Makes a program an enterprise program or not: site administrators only.',
  body: Type.Object({ enterprise_program: Type.Boolean() }, strict),
  answer: Type.Object({ message: Type.String(), program: ProgramSchema }),
});

export const programAdmin = defineCall({
  method: 'GET',
  path: 'admin',
  summary: 'Whether the caller is a site administrator (runs every program, loads enterprise programs, sees enterprise settings) or a program administrator.',
  answer: Type.Object({ admin: Type.Boolean() }),
});

