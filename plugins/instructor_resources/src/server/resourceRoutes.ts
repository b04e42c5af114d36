import { coreServices, defineRoute, type LessonResources } from '@lms/sdk';
import { ALL_INSTRUCTOR_RESOURCES, getInstructorResources, type InstructorResources } from '../calls/instructorResourceCalls.ts';

/** The wire's names (the spec's `instructor_notes`, `_id`) for the directory's records. */
export function toAnswer(lessons: readonly LessonResources[]): InstructorResources {
  return {
    resources: [ALL_INSTRUCTOR_RESOURCES, ...lessons.map((lesson) => ({ _id: lesson.lessonId, title: lesson.title }))],
    lessons: lessons.map((lesson) => ({
      _id: lesson.lessonId,
      title: lesson.title,
      recommended: lesson.recommended,
      instructor_notes: lesson.instructorNotes,
      pages: lesson.pages.map((page) => ({ _id: page.pageId, title: page.title, recommended: page.recommended, instructor_notes: page.instructorNotes })),
    })),
  };
}

export const resourceRoutes = [
  defineRoute(getInstructorResources, {
    // Part 1 §6: instructor resources are for professors (students never see instructor notes).
    permission: 'course:professor',
    deps: { courses: coreServices.courses },
    handler: async ({ params, deps }) => toAnswer(await deps.courses.resources(params.courseId)),
  }),
];
