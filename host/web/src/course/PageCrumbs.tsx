import type { CourseMode, PageView } from '@lms/sdk/web';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { coursePath, lessonPath, pagePath } from './contentPaths.ts';

interface PageCrumbsProps {
  page: PageView;
  courseId: string;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
  /** The screen below the page (a component, "Add component"). */
  current: string;
}

/** Course › lesson › page › current, for the screens that sit below a page. */
export function PageCrumbs({ page, courseId, lessonId, pageId, mode, current }: PageCrumbsProps) {
  return (
    <Breadcrumbs
      crumbs={[
        { label: page.course.title, to: coursePath(courseId, mode) },
        { label: page.lesson.title, to: lessonPath(courseId, lessonId, mode) },
        { label: page.title, to: pagePath(courseId, lessonId, pageId, mode) },
        { label: current },
      ]}
    />
  );
}
