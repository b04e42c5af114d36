import { routePath } from '@lms/sdk/web';

/** Where a project's screen, the speed grader and the late work manager are (sdk/src/web/routeTable.ts). */
export interface ComponentPlace {
  courseId: string;
  lessonId: string;
  pageId: string;
  componentId: string;
}

export const projectScreenPath = (place: ComponentPlace, projectId: string, query?: Record<string, string>) =>
  routePath('project', { ...place, projectId }) + (query ? `?${new URLSearchParams(query).toString()}` : '');

export const speedGradingPath = (place: ComponentPlace) => routePath('speed_grading', { ...place });

export const lateWorkManagerPath = (courseId: string) => routePath('late_work_manager', { courseId });

/** Part 2 §8: a project that fails to load sends the reader to the course list. */
export const courseListPath = () => routePath('courses');
