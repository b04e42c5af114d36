import { useQueries, useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { lessonPath } from '../../course/contentPaths.ts';
import { authoringQueries } from './authoringQueries.ts';
import { CollectionEditor } from './CollectionEditor.tsx';
import { isLocked } from './lockRule.ts';

/** /{courseId}/edit: the course's lessons as a collection editor. */
export function CourseEditControls({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const outline = useQuery(courseQueries.outline(api, courseId));
  const lessons = outline.data?.lessons ?? [];
  // The outline has no lock state; each lesson's own read has it.
  const details = useQueries({ queries: lessons.map((lesson) => authoringQueries.lesson(api, courseId, lesson._id)) });
  if (!outline.data) return null;
  const entries = lessons.map((lesson, index) => {
    const detail = details[index]?.data;
    return {
      _id: lesson._id,
      title: lesson.title,
      draft: lesson.draft,
      locked: detail ? isLocked(detail) : undefined,
      href: lessonPath(courseId, lesson._id, 'edit'),
    };
  });
  return <CollectionEditor target={{ kind: 'lessons', courseId }} entries={entries} editPath={(id) => lessonPath(courseId, id, 'edit')} />;
}
