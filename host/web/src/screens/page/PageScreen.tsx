import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useCourseMode, type ApiComponent, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { Breadcrumbs } from '../../course/Breadcrumbs.tsx';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { coursePath, lessonPath, newComponentPath } from '../../course/contentPaths.ts';
import { DraftBadge } from '../../course/DraftBadge.tsx';
import { ModeBadge } from '../../course/ModeBadge.tsx';
import { pageNeighbours, visibleLessons } from '../../course/pageSequence.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ComponentFrame } from './ComponentFrame.tsx';
import { PageNavigation } from './PageNavigation.tsx';
import '../screens.css';
import './page.css';

/** Part 1 §9: the label of the recommended materials. */
export const ADDITIONAL_MATERIALS = 'Additional Materials';

/** /{courseId}/{lessonId}/{pageId} (and /edit): the page's components, its additional materials, and the way on. */
export function PageScreen({ params }: ScreenProps) {
  const courseId = params.courseId!;
  const lessonId = params.lessonId!;
  const pageId = params.pageId!;
  const { api } = useShell();
  const mode = useCourseMode();
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const outline = useQuery(courseQueries.outline(api, courseId));
  useDocumentTitle(page.data?.title);

  if (page.isPending) return <LoadingState label="Loading the page…" />;
  if (page.isError) return <LoadError error={page.error} title="Page unavailable" messages={courseLoadMessages('page')} />;
  const { course, lesson, contents, recommended, instructor_notes: instructorNotes } = page.data;
  const neighbours = outline.data ? pageNeighbours(visibleLessons(outline.data, mode === 'student'), lessonId, pageId) : {};
  const frame = (component: ApiComponent, heading: 'h2' | 'h3') => (
    <ComponentFrame key={component._id} component={component} lessonId={lessonId} pageId={pageId} mode={mode} heading={heading} />
  );

  return (
    <div className="screen">
      <Breadcrumbs
        crumbs={[
          { label: course.title, to: coursePath(courseId, mode) },
          { label: lesson.title, to: lessonPath(courseId, lessonId, mode) },
          { label: page.data.title },
        ]}
      />
      <div className="screen-heading">
        <h1>{page.data.title}</h1>
        {page.data.draft && <DraftBadge />}
        <ModeBadge mode={mode} />
      </div>
      <div className="page-contents">
        {contents.map((component) => frame(component, 'h2'))}
        {contents.length === 0 && <p className="empty-state">This page has no content yet.</p>}
      </div>
      {mode === 'edit' && (
        <p className="page-authoring">
          <Link className="button button--primary" to={newComponentPath(courseId, lessonId, pageId)}>
            <Plus aria-hidden="true" size={18} />
            Add component
          </Link>
        </p>
      )}
      {recommended.length > 0 && (
        <section className="page-section" aria-labelledby="additional-materials">
          <h2 id="additional-materials">{ADDITIONAL_MATERIALS}</h2>
          {recommended.map((component) => frame(component, 'h3'))}
        </section>
      )}
      {mode !== 'student' && instructorNotes && instructorNotes.length > 0 && (
        <section className="page-section" aria-labelledby="instructor-notes">
          <h2 id="instructor-notes">Instructor Notes</h2>
          {instructorNotes.map((component) => frame(component, 'h3'))}
        </section>
      )}
      <PageNavigation courseId={courseId} neighbours={neighbours} mode={mode} />
    </div>
  );
}
