import { useQuery } from '@tanstack/react-query';
import { useCourseMode, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ComponentFrame } from '../page/ComponentFrame.tsx';
import '../screens.css';

/** /{courseId}/{lessonId}/{pageId}/{componentId}: one component on its own. */
export function ComponentScreen({ params }: ScreenProps<'component'>) {
  const courseId = params.courseId;
  const lessonId = params.lessonId;
  const pageId = params.pageId;
  const { api } = useShell();
  const mode = useCourseMode();
  const component = useQuery(courseQueries.component(api, courseId, params.componentId));
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const title = component.data ? component.data.title || component.data.type : undefined;
  useDocumentTitle(title);

  if (component.isPending) return <LoadingState label="Loading the component…" />;
  if (component.isError) {
    return <CourseLoadFailure error={component.error} courseId={courseId} level="component" title="Component unavailable" onRetry={() => void component.refetch()} />;
  }
  return (
    <div className="screen">
      {page.data && (
        <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={mode} current={title ?? ''} />
      )}
      <h1>{title}</h1>
      <ComponentFrame component={component.data} lessonId={lessonId} pageId={pageId} mode={mode} heading={null} />
    </div>
  );
}
