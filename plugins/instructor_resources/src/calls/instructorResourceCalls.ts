import { ApiComponentSchema, defineCall, Type, type ApiComponent, type Static } from '@lms/sdk/calls';

/** Part 1 §9: the reserved recommended-resource entry that stands for every instructor resource of the course. */
export const ALL_INSTRUCTOR_RESOURCES = { _id: '0', title: 'All Instructor Resources' } as const;

const SlotsSchema = {
  recommended: Type.Array(ApiComponentSchema),
  instructor_notes: Type.Array(ApiComponentSchema),
};

const ResourcePageSchema = Type.Object({ _id: Type.String(), title: Type.String(), ...SlotsSchema });

export const ResourceLessonSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  ...SlotsSchema,
  pages: Type.Array(ResourcePageSchema),
});
/** The schema's recursive `children` read as the kernel's ApiComponent (as contract/src/calls/authoringCalls.ts reads its lessons). */
interface Slots {
  recommended: ApiComponent[];
  instructor_notes: ApiComponent[];
}
export type ResourceLesson = Omit<Static<typeof ResourceLessonSchema>, 'recommended' | 'instructor_notes' | 'pages'> & Slots & { pages: ({ _id: string; title: string } & Slots)[] };

export const InstructorResourcesSchema = Type.Object({
  /** The entries to choose from: 'All Instructor Resources' (id 0) first, then each lesson holding resources. */
  resources: Type.Array(Type.Object({ _id: Type.String(), title: Type.String() })),
  lessons: Type.Array(ResourceLessonSchema),
});
export type InstructorResources = Static<typeof InstructorResourcesSchema>;

export const getInstructorResources = defineCall({
  method: 'GET',
  path: 'instructor_resources/:courseId',
  summary: "Every recommended resource and instructor note of the course's lessons and pages, for its professors.",
  answer: InstructorResourcesSchema,
});
