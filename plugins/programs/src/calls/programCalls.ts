import { defineCall, ID_PATTERN, ProfessorsInfoSchema, Type, type Static } from '@lms/sdk/calls';
import { ProgramJobSchema } from './syncCalls.ts';

/**
 * The programs and sections calls (part 3 §7 "Programs and sections", at the
 * spec's paths and methods; the spec shows no answer shapes, so these are ours).
 * Declared once: the server binds its handlers to them and the screens call them.
 */

const ID = Type.String({ pattern: ID_PATTERN });
const ProgramName = Type.String({ minLength: 1, maxLength: 200 });
const Title = Type.String({ minLength: 1, maxLength: 200 });
const strict = { additionalProperties: false } as const;

/** A person as the screens show them. */
export const PersonSchema = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });

/** Part 3 §3 Program. */
export const ProgramSchema = Type.Object({
  _id: Type.String(),
  program_name: Type.String(),
  /** The section template's course id. */
  program_template: Type.String(),
  coordinators: Type.Array(PersonSchema),
  created_at: Type.String({ format: 'date-time' }),
  locked: Type.Boolean(),
  /** False for an archived program. */
  active: Type.Boolean(),
  active_enrollment: Type.Boolean(),
  enterprise_program: Type.Boolean(),
});
export type ApiProgram = Static<typeof ProgramSchema>;

/** Part 3 §3 Section template: a section. course_code is the course's id (what the calls name a course by). */
export const SectionSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  course_code: Type.String(),
  student_count: Type.Integer(),
  instructors: Type.Array(PersonSchema),
});
export type ApiSection = Static<typeof SectionSchema>;

/** Part 3 §3 Section template. */
export const SectionTemplateSchema = Type.Object({ id: Type.String(), title: Type.String(), sections: Type.Array(SectionSchema) });
export type ApiSectionTemplate = Static<typeof SectionTemplateSchema>;

export const ProgramDetailSchema = Type.Object({ program: ProgramSchema, template: SectionTemplateSchema });
export type ApiProgramDetail = Static<typeof ProgramDetailSchema>;

const ProgramAnswer = Type.Object({ message: Type.String(), program: ProgramSchema });
const SectionAnswer = Type.Object({ message: Type.String(), section: SectionSchema });
const Done = Type.Object({ message: Type.String() });

export const listPrograms = defineCall({
  method: 'GET',
  path: 'programs/:archived',
  summary:
    "The programs the caller runs: 0 the active ones, 1 the archived ones. Site administrators get every program, program administrators those they coordinate; enterprise programs only site administrators.",
  answer: Type.Object({ programs: Type.Array(ProgramSchema) }),
});

export const getProgram = defineCall({
  method: 'GET',
  path: 'program/:programId',
  summary: 'A program with its section template and the sections (title, course code, student count, instructors).',
  answer: ProgramDetailSchema,
});

export const makeProgram = defineCall({
  method: 'POST',
  path: 'make_program',
  summary:
    "Creates a program whose section template is a copy of the course catalog_id titled program_template; coordinator_id (default: the caller) coordinates it. The name must be unique: 'Please use a unique program name'.",
  body: Type.Object(
    { catalog_id: ID, coordinator_id: Type.Optional(ID), program_template: Title, program_name: ProgramName },
    strict,
  ),
  answer: ProgramAnswer,
});

export const lockProgram = defineCall({
  method: 'POST',
  path: 'lock_program',
  summary: 'Locks or unlocks a program.',
  body: Type.Object({ id: ID, locked: Type.Boolean() }, strict),
  answer: ProgramAnswer,
});

export const updateProgramName = defineCall({
  method: 'POST',
  path: 'update_program_name',
  summary: "Renames a program; the name must be unique: 'Please use a unique program name'.",
  body: Type.Object({ id: ID, program_name: ProgramName }, strict),
  answer: ProgramAnswer,
});

export const setActiveEnrollment = defineCall({
  method: 'PUT',
  path: 'active_enrollment/:programId',
  summary: "Turns the program's active enrolment on or off.",
  body: Type.Object({ active_enrollment: Type.Boolean() }, strict),
  answer: ProgramAnswer,
});

export const setProgramActive = defineCall({
  method: 'PUT',
  path: 'program_active/:programId',
  summary: 'Archives (active false) or restores (active true) a program. Ours: the spec shows archived versus active but no call.',
  body: Type.Object({ active: Type.Boolean() }, strict),
  answer: ProgramAnswer,
});

export const deleteProgram = defineCall({
  method: 'POST',
  path: 'delete_program',
  summary: "Deletes a program and its section template; refused while the template has sections ('A section template with sections cannot be removed.').",
  body: Type.Object({ id: ID }, strict),
  answer: Done,
});

export const updateProgramCoordinators = defineCall({
  method: 'POST',
  path: 'update_program_coordinators',
  summary: "Sets the program's coordinators (at least one; each an existing account).",
  body: Type.Object({ id: ID, coordinators: Type.Array(ID, { minItems: 1, maxItems: 50, uniqueItems: true }) }, strict),
  answer: ProgramAnswer,
});

export const addSection = defineCall({
  method: 'POST',
  path: 'section/:programId',
  summary: "Adds a section to the program: a copy of its section template (sharing the template's lessons until edited) titled `title`, the caller its instructor.",
  body: Type.Object({ title: Title }, strict),
  answer: SectionAnswer,
});

export const editSection = defineCall({
  method: 'PUT',
  path: 'edit/:courseId',
  summary:
    "Edits a section or the section template of a program the caller runs: its title, open_date (null clears it) and professors_info (replaced whole), each only when given. Refused while the program is locked. A screen failing to save shows 'Title not updated. Please try again.'.",
  body: Type.Object(
    {
      title: Type.Optional(Type.String({ titleText: true, minLength: 1, maxLength: 500, pattern: '\\S', errorMessage: 'Please enter a title.' })),
      open_date: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
      professors_info: Type.Optional(ProfessorsInfoSchema),
    },
    { ...strict, minProperties: 1 },
  ),
  answer: SectionAnswer,
});

export const duplicateSection = defineCall({
  method: 'POST',
  path: 'duplicate/:courseId',
  summary:
    "Duplicates a section of a program as a job (its progress at GET program_job/{id}, result_course_id the new section): a copy of the section (its lessons shared until edited), titled \"<title> (copy)\", in the same program, bounded by deep_clone's 5 minutes; on failure or timeout the job says 'Deep Cloning failed.'.",
  answer: Type.Object({ message: Type.String(), job: ProgramJobSchema }),
});

export const unhookSection = defineCall({
  method: 'PUT',
  path: 'unhook/:courseId',
  summary: 'Unhooks a section from its template: it stays a course with its content and people, but leaves the program and no longer uses the template.',
  answer: Done,
});

export const removeSection = defineCall({
  method: 'DELETE',
  path: 'section/:courseId',
  summary: "Removes a section (deletes its course). Refused with students ('You cannot remove a section with students.'). Ours: the spec shows the rule but no call.",
  answer: Done,
});

/** Ours: finds the program administrator to add as a coordinator (the detail screen's picker). */
export const findCoordinator = defineCall({
  method: 'POST',
  path: 'program_coordinator',
  summary: 'The program administrator with this email (any case), to add as a coordinator.',
  body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, strict),
  answer: Type.Object({ coordinator: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }) }),
});
