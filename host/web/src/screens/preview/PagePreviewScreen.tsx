import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { pagePath } from '../../course/contentPaths.ts';
import { previewQueries } from '../../course/courseQueries.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { BottomPanel } from '../page/BottomPanel.tsx';
import { ComponentFrame } from '../page/ComponentFrame.tsx';
import { ProficiencyNotice } from '../page/ProficiencyNotice.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { PreviewCourseMissing } from './PreviewCourseMissing.tsx';
import '../screens.css';
import '../page/page.css';
import { buttonClass } from '@lms/sdk/web';

/** /{pageId}/preview?course={courseId} (part 2 §2): a professor's edit preview of a page, as readers will see it. */
export function PagePreviewScreen({ params }: ScreenProps<'page.preview'>) {
  const pageId = params.pageId;
  const [search] = useSearchParams();
  const courseId = search.get('course') ?? undefined;
  const { api } = useShell();
  const preview = useQuery({ ...previewQueries.page(api, courseId ?? '', pageId), enabled: isObjectId(courseId) });
  useDocumentTitle(preview.data ? `Preview: ${preview.data.title}` : 'Preview');

  if (!isObjectId(courseId)) return <PreviewCourseMissing />;
  if (preview.isPending) return <LoadingState label="Loading the preview…" />;
  if (preview.isError) {
    return <CourseLoadFailure error={preview.error} courseId={courseId} level="preview" title="Preview unavailable" onRetry={() => void preview.refetch()} />;
  }
  const page = preview.data;
  const frame = (component: (typeof page.contents)[number], heading: 'h2' | 'h3') => (
    <ComponentFrame key={component._id} component={component} lessonId={page.lesson_id} pageId={pageId} mode="presentation" heading={heading} />
  );
  return (
    <div className="screen">
      <PreviewBanner>
        <Link className={buttonClass({ variant: 'secondary', small: true })} to={pagePath(courseId, page.lesson_id, pageId, 'edit')}>
          Back to the editor
        </Link>
      </PreviewBanner>
      <div className="screen-heading">
        <h1>{page.title}</h1>
        {page.draft && <DraftBadge />}
      </div>
      {page.subtitle && <p className="screen-subtitle">{page.subtitle}</p>}
      <ProficiencyNotice proficiency={page.proficiency} />
      <div className="page-contents">
        {page.contents.map((component) => frame(component, 'h2'))}
        {page.contents.length === 0 && <p className="empty-state">This page has no content yet.</p>}
      </div>
      <BottomPanel courseId={courseId} recommended={page.recommended} instructorNotes={page.instructor_notes} renderComponent={(component) => frame(component, 'h3')} />
    </div>
  );
}
