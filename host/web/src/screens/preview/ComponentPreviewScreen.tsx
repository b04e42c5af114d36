import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { previewQueries } from '../../course/courseQueries.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { NotFoundScreen } from '../notFound/NotFoundScreen.tsx';
import { ComponentFrame } from '../page/ComponentFrame.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { PreviewCourseMissing } from './PreviewCourseMissing.tsx';
import '../screens.css';

/**
 * /preview/{moduleType}/{moduleId}[/{vars}]?course={courseId} (part 1 §2,
 * part 2 §2): one component rendered by its plugin's View, outside any page.
 */
export function ComponentPreviewScreen({ params }: ScreenProps<'preview' | 'preview.vars'>) {
  const moduleType = params.moduleType;
  const moduleId = params.moduleId;
  const [search] = useSearchParams();
  const courseId = search.get('course') ?? undefined;
  const { api } = useShell();
  const ready = isObjectId(courseId) && isObjectId(moduleId);
  const preview = useQuery({ ...previewQueries.component(api, courseId ?? '', moduleType, moduleId), enabled: ready });
  const title = preview.data ? preview.data.title || preview.data.type : undefined;
  useDocumentTitle(title ? `Preview: ${title}` : 'Preview');

  if (!isObjectId(moduleId)) return <NotFoundScreen />;
  if (!isObjectId(courseId)) return <PreviewCourseMissing />;
  if (preview.isPending) return <LoadingState label="Loading the preview…" />;
  if (preview.isError) {
    return <CourseLoadFailure error={preview.error} courseId={courseId} level="preview" title="Preview unavailable" onRetry={() => void preview.refetch()} />;
  }
  return (
    <div className="screen">
      <PreviewBanner />
      <h1>{title}</h1>
      {/* A preview sits on no page: the View gets no lesson or page. */}
      <ComponentFrame component={preview.data} lessonId="" pageId="" mode="presentation" heading={null} />
    </div>
  );
}
