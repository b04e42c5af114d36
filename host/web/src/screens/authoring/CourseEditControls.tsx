import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { lessonPath } from '../../course/contentPaths.ts';
import { CollectionEditor } from './CollectionEditor.tsx';

/** /{courseId}/edit: the course's lessons as a collection editor (the outline gives professors each lesson's schedule). */
export function CourseEditControls({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const outline = useQuery(courseQueries.outline(api, courseId));
  if (!outline.data) return null;
  const entries = outline.data.lessons.map((lesson) => ({
    _id: lesson._id,
    title: lesson.title,
    draft: lesson.draft,
    schedule: { open_date: lesson.open_date ?? null, suppress_until_available: lesson.suppress_until_available ?? false },
    href: lessonPath(courseId, lesson._id, 'edit'),
  }));
  return <CollectionEditor target={{ kind: 'lessons', courseId }} entries={entries} editPath={(id) => lessonPath(courseId, id, 'edit')} />;
}
