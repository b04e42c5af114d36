import { Suspense } from 'react';
import { Link } from 'react-router';
import type { ApiComponent, ComponentOpening, CourseMode } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { componentEditPath } from '../../course/contentPaths.ts';
import { useCourseRights } from '../../course/useCourseRights.ts';
import { useCurrentRoute } from '../../router/useCurrentRoute.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import type { PageViewTab } from './pageViewQuery.ts';
import './componentFrame.css';
import { buttonClass } from '@lms/sdk/web';

interface ComponentFrameProps {
  component: ApiComponent;
  lessonId: string;
  pageId: string;
  mode: CourseMode;
  /** The title's heading level; null when the screen's own h1 is the title. */
  heading: 'h2' | 'h3' | null;
  /** The page's `view` query, handed to the View. */
  view?: PageViewTab;
  /** A container's starting state and score callback (QuizMe), handed to the View. */
  opening?: ComponentOpening;
}

/** One component on a page, rendered by its plugin's View (loaded on demand, failures contained). */
export function ComponentFrame({ component, lessonId, pageId, mode, heading, view = 'default', opening }: ComponentFrameProps) {
  const { registry } = useShell();
  const { courseId } = useCurrentRoute();
  const { rights } = useCourseRights(courseId ?? component.course_id);
  const professorView = rights.professor && mode !== 'student';
  const componentType = registry.componentType(component.plugin, component.type);
  // Every installed plugin's footers (comments...); each decides whether to show anything.
  const footers = [...registry.manifests.values()].flatMap((manifest) => (manifest.componentFooters ?? []).map((Footer, index) => ({ key: `${manifest.id}-${index}`, Footer })));
  const Heading = heading;
  const titleId = `component-${component._id}-title`;
  const showTitle = Heading !== null && component.title !== '';
  const labelling = showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': component.title || component.type };
  return (
    <section className="component-frame" {...labelling}>
      {(showTitle || mode === 'edit') && (
        <div className="component-frame__header">
          {showTitle && (
            <Heading id={titleId} className="component-frame__title">
              {component.title}
            </Heading>
          )}
          {mode === 'edit' && (
            <Link className={buttonClass({ variant: 'secondary', small: true })} to={componentEditPath(component.course_id, lessonId, pageId, component._id)}>
              Edit <span className="visually-hidden">{component.title || component.type}</span>
            </Link>
          )}
        </div>
      )}
      {componentType ? (
        <ErrorBoundary fallback={<p className="notice">This component could not be displayed.</p>}>
          <Suspense fallback={<LoadingState label="Loading the component…" />}>
            <componentType.View component={component} courseId={component.course_id} lessonId={lessonId} pageId={pageId} mode={mode} professorView={professorView} view={view} opening={opening} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        // Part 2 §8's message, with what is missing: a type whose plugin is not installed (or was taken out of lms.config.json).
        <p className="notice">{unavailableMessage(component.type)}</p>
      )}
      {footers.map(({ key, Footer }) => (
        <ErrorBoundary key={key} fallback={null}>
          <Suspense fallback={null}>
            <Footer component={component} courseId={component.course_id} lessonId={lessonId} pageId={pageId} mode={mode} professorView={professorView} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </section>
  );
}

/** Part 2 §8: shown in place of a component whose type's plugin is missing or turned off. */
function unavailableMessage(type: string): string {
  return `A required external component is currently unavailable: the ${type} plugin is not installed.`;
}
