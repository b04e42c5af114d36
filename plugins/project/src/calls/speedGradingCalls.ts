import { defineCall, ID_PATTERN, NoAnswer, Type, type Static } from '@lms/sdk/calls';
import { ApiGradeSchema, ApiProjectSchema, LatePolicySchema, ProjectStatusSchema } from '../schemas/projectTypes.ts';
import { ApiRubricSchema } from '../schemas/rubricTypes.ts';

/** Part 2 §2 Speed grading, §4, §7 `speed-grading/grade` (docs/api.md "Speed grading"). */

const id = (what: string) => Type.String({ pattern: ID_PATTERN, errorMessage: `The ${what} id must be 24 hexadecimal characters.` });
const score = Type.Number({ minimum: 0, errorMessage: 'A score is a number of 0 or more.' });

/** One student in the grader's list: every submitted or graded project of the component, by student name. */
export const GradingQueueEntrySchema = Type.Object({
  student_id: Type.String(),
  name: Type.String(),
  project_id: Type.String(),
  status: ProjectStatusSchema,
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  graded: Type.Boolean(),
});
export type GradingQueueEntry = Static<typeof GradingQueueEntrySchema>;

export const GradingQueueSchema = Type.Object({
  component_title: Type.String(),
  /** The rubric the component grades with, or null (graded by max score). */
  rubric: Type.Union([ApiRubricSchema, Type.Null()]),
  max_score: Type.Number(),
  policy: Type.Union([LatePolicySchema, Type.Null()]),
  due_date: Type.Union([Type.String(), Type.Null()]),
  entries: Type.Array(GradingQueueEntrySchema),
});
export type GradingQueue = Static<typeof GradingQueueSchema>;

export const getGradingQueue = defineCall({
  method: 'GET',
  path: 'speed-grading/:courseId/:componentId/queue',
  summary: "The speed grader's list: the component's submitted and graded projects (not reopened ones), by student name; 404 no-submissions ('No submissions found') when there are none.",
  answer: GradingQueueSchema,
});

/** What the grader sees of one student: the submitted version's artifacts, the grade so far and how late it came. */
export const GradingSubmissionSchema = Type.Object({
  student_id: Type.String(),
  project: ApiProjectSchema,
  grade: Type.Union([ApiGradeSchema, Type.Null()]),
  /** Seconds after the due date the project was submitted (0 when on time or without a due date). */
  seconds_late: Type.Integer(),
  /** The percent the late policy deducts for that lateness (0 without a policy). */
  late_percent: Type.Number(),
});
export type GradingSubmission = Static<typeof GradingSubmissionSchema>;

export const getGradingSubmission = defineCall({
  method: 'GET',
  path: 'speed-grading/:courseId/:componentId/student/:studentId',
  summary: "One student's submitted project and grade for the speed grader; 404 no-submissions when the student has none submitted or graded.",
  answer: GradingSubmissionSchema,
});

export const saveSpeedGrade = defineCall({
  method: 'POST',
  path: 'speed-grading/grade',
  summary:
    "Saves a grade (part 2 §7's payload plus the project and grade revisions read): the grade row and the ledger's score in one transaction; 409 grade-changed when another grader saved meanwhile. Reply data.grades [{student_id}].",
  body: Type.Object({
    component_id: id('component'),
    component_title: Type.String(),
    course_id: id('course'),
    student_id: id('student'),
    project_id: id('project'),
    /** The grade row's revision the grader started from; 0 when it had none. */
    revision: Type.Integer({ minimum: 0 }),
    grade: Type.Union([score, Type.Null()]),
    max_score: score,
    text_grades: Type.Record(Type.String(), Type.String({ maxLength: 20_000 })),
    text_feedback: Type.String({ maxLength: 50_000 }),
    audio_feedback: Type.Union([id('audio feedback'), Type.Null()]),
    video_feedback: Type.Union([id('video feedback'), Type.Null()]),
    type: Type.Union([Type.Literal('rubric'), Type.Literal('score')]),
    apply_policy: Type.Boolean(),
    criteria: Type.Record(Type.String(), score),
    rubric_id: Type.Union([id('rubric'), Type.Null()]),
  }),
  answer: Type.Object({
    data: Type.Object({ grades: Type.Array(Type.Object({ student_id: Type.String() })) }),
    /** The grade as stored, with its new revision (the next save names it). */
    grade: ApiGradeSchema,
    /** The project's status after the save: graded or graded late (submitted / submitted late when saved without a score). */
    status: ProjectStatusSchema,
  }),
});

export const CommentBankEntrySchema = Type.Object({ _id: Type.String(), text: Type.String(), owned_by: Type.String(), created_at: Type.String() });
export type CommentBankEntry = Static<typeof CommentBankEntrySchema>;

export const listCommentBank = defineCall({
  method: 'GET',
  path: 'speed-grading/:courseId/comment-bank',
  summary: "The course's reusable feedback comments, newest first.",
  answer: Type.Array(CommentBankEntrySchema),
});

export const addCommentBankEntry = defineCall({
  method: 'POST',
  path: 'speed-grading/:courseId/comment-bank',
  summary: "Adds a comment to the course's bank.",
  body: Type.Object({ text: Type.String({ minLength: 1, maxLength: 5000, errorMessage: 'Write the comment (at most 5000 characters).' }) }),
  answer: CommentBankEntrySchema,
});

export const removeCommentBankEntry = defineCall({
  method: 'DELETE',
  path: 'speed-grading/:courseId/comment-bank/:entryId',
  summary: "Removes a comment from the course's bank.",
  answer: NoAnswer,
});
