/** A collection being edited: a course's lessons, or a lesson's pages, and the paths of its calls (docs/api.md "Content"). */
export type CollectionTarget = { kind: 'lessons'; courseId: string } | { kind: 'pages'; courseId: string; lessonId: string };

export const NOUNS = { lessons: 'lesson', pages: 'page' } as const;

/** Where the collection lives, for the "already in the ..." warning. */
export const HOLDERS = { lessons: 'course', pages: 'lesson' } as const;

export function collectionPaths(target: CollectionTarget) {
  const scope = target.kind === 'lessons' ? target.courseId : `${target.courseId}/${target.lessonId}`;
  return {
    create: `${target.kind}/${scope}/new/`,
    item: (id: string) => `${target.kind}/${scope}/${id}/`,
    /** PUT with the whole new list: courses/{c}/ {lessons} or lessons/{c}/{l}/ {pages}. */
    list: target.kind === 'lessons' ? `courses/${target.courseId}/` : `lessons/${target.courseId}/${target.lessonId}/`,
    clone: `clone/${target.kind}/${scope}/`,
    remove: `remove/${target.kind}/${scope}/`,
    pin: (id: string) => `pin_to_library/${target.kind}/${id}/${target.courseId}`,
  };
}
