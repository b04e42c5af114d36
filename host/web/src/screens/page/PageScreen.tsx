import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCourseMode, type ApiComponent, type ScreenProps, buttonClass } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { CourseLoadFailure } from '../../course/CourseLoadFailure.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { coursePath, lessonPath, newComponentPath } from '../../course/contentPaths.ts';
import { numberedTitle, pageNumber } from '../../course/contentNumbering.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import { pageNeighbours, visibleLessons } from '../../course/pageSequence.ts';
import { useAuditTrail } from '../../course/useAuditTrail.ts';
import { useCourseRights } from '../../course/useCourseRights.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageEditControls } from '../authoring/PageEditControls.tsx';
import { BookmarkStar } from './BookmarkStar.tsx';
import { BottomPanel } from './BottomPanel.tsx';
import { ComponentFrame } from './ComponentFrame.tsx';
import { PageDecorators } from './PageDecorators.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PageNavigation } from './PageNavigation.tsx';
import { pageViewTab } from './pageViewQuery.ts';
import { ProficiencyNotice } from './ProficiencyNotice.tsx';
import '../screens.css';
import './page.css';

/**
 * /{courseId}/{lessonId}/{pageId} (and /edit): a collapsing header with
 * breadcrumbs and the bookmark star, the proficiency notice, the page's
 * components, the bottom panel of additional materials and instructor
 * resources, and the previous and next pages across lessons.
 */
export function PageScreen({ params }: ScreenProps<'page' | 'page.edit'>) {
  const courseId = params.courseId;
  const lessonId = params.lessonId;
  const pageId = params.pageId;
  const { api } = useShell();
  const mode = useCourseMode();
  const student = mode === 'student';
  const { rights } = useCourseRights(courseId);
  const [search] = useSearchParams();
  const view = pageViewTab(search);
  const [contentsRoot, setContentsRoot] = useState<HTMLDivElement | null>(null);
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId, student));
  const outline = useQuery(courseQueries.outline(api, courseId, student));
  useDocumentTitle(page.data?.title);
  useAuditTrail(page.isSuccess ? { type: 'page_visit', course: courseId, lesson: lessonId, page: pageId } : undefined);

  if (page.isPending) return <LoadingState label="Loading the page…" />;
  if (page.isError) {
    return <CourseLoadFailure error={page.error} courseId={courseId} level="page" title="Page unavailable" onRetry={() => void page.refetch()} />;
  }
  const { course, lesson, contents, recommended } = page.data;
  const lessons = outline.data ? visibleLessons(outline.data, student) : [];
  const number = outline.data?.enable_numbering ? pageNumber(lessons, lessonId, pageId) : undefined;
  const instructorNotes = rights.professor && !student ? (page.data.instructor_notes ?? []) : null;
  const frame = (component: ApiComponent, heading: 'h2' | 'h3') => (
    <ComponentFrame key={component._id} component={component} lessonId={lessonId} pageId={pageId} mode={mode} heading={heading} view={view} />
  );

  return (
    <div className="screen page-screen">
      <PageHeader
        crumbs={[
          { label: course.title, to: coursePath(courseId, mode) },
          { label: lesson.title, to: lessonPath(courseId, lessonId, mode) },
          { label: page.data.title },
        ]}
        title={numberedTitle(page.data.title, number)}
      >
        {page.data.draft && <DraftBadge />}
        <ModeBadge mode={mode} />
        {outline.data?.enable_bookmarks && <BookmarkStar courseId={courseId} lessonId={lessonId} pageId={pageId} />}
      </PageHeader>
      <ProficiencyNotice proficiency={page.data.proficiency} />
      <div className="page-contents" ref={setContentsRoot}>
        {contents.map((component) => frame(component, 'h2'))}
        {contents.length === 0 && <p className="empty-state">This page has no content yet.</p>}
      </div>
      <PageDecorators root={contentsRoot} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={mode} />
      {mode === 'edit' && (
        <p className="page-authoring">
          <Link className={buttonClass({ variant: 'primary' })} to={newComponentPath(courseId, lessonId, pageId)}>
            <Plus aria-hidden="true" size={18} />
            Add component
          </Link>
        </p>
      )}
      <BottomPanel courseId={courseId} recommended={recommended} instructorNotes={instructorNotes} renderComponent={(component) => frame(component, 'h3')} />
      {mode === 'edit' && <PageEditControls courseId={courseId} lessonId={lessonId} pageId={pageId} />}
      <PageNavigation courseId={courseId} neighbours={pageNeighbours(lessons, lessonId, pageId)} mode={mode} />
    </div>
  );
}
