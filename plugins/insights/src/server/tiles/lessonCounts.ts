import { LmsError, type CourseAccess } from '@lms/sdk';
import type { TileServices } from './tileDeps.ts';

/** The two lessons a tile compares, by id and title; not-found unless both are lessons of the course. */
export async function twoLessons(services: TileServices, courseId: string, access: CourseAccess, lessonId: string, priorLessonId: string) {
  const outline = await services.courses.outline(courseId, access);
  const find = (id: string) => {
    const lesson = outline.lessons.find((candidate) => candidate._id === id);
    if (!lesson) throw new LmsError('not-found', 'No such lesson.');
    return { lesson_id: lesson._id, lessonName: lesson.title };
  };
  return { lesson: find(lessonId), prior: find(priorLessonId) };
}
