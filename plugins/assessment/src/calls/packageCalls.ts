import { defineCall, StreamAnswer, Type } from '@lms/sdk/calls';
import { QTI_VERSIONS } from '../schemas/qtiItem.ts';

/**
 * Issue 28 items 4 to 6: QTI content packages (a zip with imsmanifest.xml)
 * imported into a course's bank and assessment, and the bank exported as one.
 */

const ID = '^[0-9a-f]{24}$';

const Progress = Type.Object({ done: Type.Integer(), total: Type.Integer() });

const ReportItem = Type.Object({
  path: Type.String(),
  identifier: Type.String(),
  title: Type.String(),
  type: Type.Union([Type.String(), Type.Null()]),
  points: Type.Union([Type.Number(), Type.Null()]),
  stimuli: Type.Array(Type.String()),
  /** Why it is not imported; null when it is. */
  refused: Type.Union([Type.String(), Type.Null()]),
});

const ReportTest = Type.Object({
  path: Type.String(),
  identifier: Type.String(),
  title: Type.String(),
  sections: Type.Array(Type.Object({ title: Type.String(), items: Type.Integer(), select: Type.Union([Type.Integer(), Type.Null()]), shuffle: Type.Boolean() })),
  /** What the assessment's config gets: time limit, picking, shuffling, navigation, review. */
  settings: Type.Record(Type.String(), Type.Unknown()),
  /** The test's items that are refused or missing (left out of the assessment). */
  left_out: Type.Array(Type.String()),
  not_kept: Type.Array(Type.String()),
});

export const PackageSchema = Type.Object({
  _id: Type.String(),
  course_id: Type.String(),
  file_name: Type.String(),
  status: Type.Union([Type.Literal('reading'), Type.Literal('ready'), Type.Literal('failed'), Type.Literal('imported')]),
  version: Type.String(),
  progress: Progress,
  error: Type.Union([Type.String(), Type.Null()]),
  report: Type.Object({
    items: Type.Array(ReportItem),
    stimuli: Type.Array(Type.Object({ path: Type.String(), identifier: Type.String(), title: Type.String() })),
    media: Type.Array(Type.Object({ path: Type.String(), mimetype: Type.String(), size: Type.Integer() })),
    tests: Type.Array(ReportTest),
    refused: Type.Array(Type.Object({ path: Type.String(), reason: Type.String() })),
  }),
  imported: Type.Union([
    Type.Object({
      items: Type.Array(Type.Object({ path: Type.String(), _id: Type.String(), reference: Type.String() })),
      stimuli: Type.Integer(),
      files: Type.Integer(),
      assessment: Type.Union([Type.Object({ component_id: Type.String(), test: Type.String(), items: Type.Integer() }), Type.Null()]),
    }),
    Type.Null(),
  ]),
  created_at: Type.String({ format: 'date-time' }),
});

export const importPackage = defineCall({
  method: 'POST',
  path: 'assessment/packages/import/:courseId/',
  summary: "Professors: uploads a QTI 2.1, 2.2 or 3.0 content package (the zip as the body, application/zip) for the course's bank; answers 202 with the package, read by a job.",
  query: Type.Object({ name: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false }),
  answer: PackageSchema,
});

export const getPackage = defineCall({
  method: 'GET',
  path: 'assessment/packages/:packageId/',
  summary: 'The uploader: a package being read (progress) or read (its report: what would be imported, what is refused and why).',
  answer: PackageSchema,
});

export const confirmPackage = defineCall({
  method: 'POST',
  path: 'assessment/packages/:packageId/confirm/',
  summary: "The uploader: imports what the report lists, in one transaction; with `component` and `test`, the test's items and settings fill that assessment of the course.",
  body: Type.Object(
    {
      component: Type.Optional(Type.String({ pattern: ID, errorMessage: 'Choose an assessment of the course.' })),
      test: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    },
    { additionalProperties: false },
  ),
  answer: PackageSchema,
});

export const exportPackage = defineCall({
  method: 'GET',
  path: 'assessment/packages/export/',
  summary: 'Authors: a QTI 3.0 package (zip; 2.1 or 2.2 with `version`) of some Questions (`items`), a tag of theirs (`tag`), or an assessment (`course` and `component`).',
  query: Type.Object(
    {
      items: Type.Optional(Type.String({ maxLength: 25_000 })),
      tag: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
      course: Type.Optional(Type.String({ pattern: ID })),
      component: Type.Optional(Type.String({ pattern: ID })),
      version: Type.Optional(Type.Union(QTI_VERSIONS.map((version) => Type.Literal(version)))),
    },
    { additionalProperties: false },
  ),
  answer: StreamAnswer,
});

export const getPackageFile = defineCall({
  method: 'GET',
  path: 'assessment/packages/files/:fileId',
  summary: 'An image or other media file an imported package brought, as its items link it (logged-in users).',
  answer: StreamAnswer,
});

export const listPackageTargets = defineCall({
  method: 'GET',
  path: 'assessment/packages/assessments/:courseId/',
  summary: "Professors: the course's assessments a package's test may fill (id, title, the lesson it is in and how many Questions it holds, in course order), for the confirm.",
  answer: Type.Object({ assessments: Type.Array(Type.Object({ _id: Type.String(), title: Type.String(), lesson: Type.Union([Type.String(), Type.Null()]), questions: Type.Integer({ minimum: 0 }) })) }),
});
