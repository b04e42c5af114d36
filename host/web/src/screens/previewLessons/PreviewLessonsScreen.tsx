import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { getPreviewLessons, type PreviewLessons } from '@lms/contract/calls/contentCalls.ts';
import { buttonClass, Button, Modal, routePath, type ApiComponent, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ACCOUNT_ONLY_PLUGINS, notEnabledMessage, PREVIEW_REMINDER_MS, SIGN_UP_PROMPT } from './previewRules.ts';
import '../screens.css';
import '../page/page.css';
import './previewLessons.css';

/** /preview-lessons?course={courseId} (part 1 §Preview, issue 26 item 7): a course's preview lessons, no account needed. */
export function PreviewLessonsScreen(_props: ScreenProps<'preview_lessons'>) {
  const [search] = useSearchParams();
  const courseId = search.get('course') ?? '';
  const { api } = useShell();
  const demo = useQuery({
    queryKey: ['preview_lessons', courseId],
    queryFn: () => api.call(getPreviewLessons, { params: { courseId } }),
    enabled: isObjectId(courseId),
    retry: false,
  });
  useDocumentTitle(demo.data ? `Preview: ${demo.data.course.title}` : 'Preview lessons');
  const prompt = useSignUpPrompt();
  const register = isObjectId(courseId) ? routePath('register.course', { courseId }) : routePath('register');

  let body;
  if (!isObjectId(courseId)) body = <Unavailable message="This preview link has no course." />;
  else if (demo.isPending) body = <LoadingState label="Loading the preview lessons…" />;
  else if (demo.isError) body = <Unavailable message={demo.error instanceof Error && demo.error.message ? demo.error.message : 'This course has no preview lessons.'} />;
  else body = <Lessons demo={demo.data} />;
  return (
    <div className="screen preview-lessons">
      {body}
      <p>
        <Link className={buttonClass({ variant: 'primary' })} to={register}>
          Sign up
        </Link>
      </p>
      {prompt.open && (
        <Modal
          title="Sign up"
          onClose={prompt.dismiss}
          actions={
            <>
              <Link className={buttonClass({ variant: 'primary' })} to={register}>
                Sign up
              </Link>
              <Button variant="secondary" onClick={prompt.dismiss}>
                Not now
              </Button>
            </>
          }
          initialFocus="a"
        >
          <p>{SIGN_UP_PROMPT}</p>
        </Modal>
      )}
    </div>
  );
}

/** Part 1 §Demo and preview: the sign-up prompt, again every 24 s after it was dismissed. */
function useSignUpPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => setOpen(true), PREVIEW_REMINDER_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { open, dismiss: () => setOpen(false) };
}

function Unavailable({ message }: { message: string }) {
  return (
    <>
      <h1>Preview unavailable</h1>
      <p className="notice">{message}</p>
    </>
  );
}

function Lessons({ demo }: { demo: PreviewLessons }) {
  return (
    <>
      <h1>{demo.course.title}</h1>
      <p className="screen-subtitle">Preview lessons</p>
      {demo.lessons.map((lesson) => (
        <section key={lesson._id} className="preview-lessons__lesson" aria-labelledby={`lesson-${lesson._id}`}>
          <h2 id={`lesson-${lesson._id}`}>{lesson.title}</h2>
          {lesson.subtitle && <p className="screen-subtitle">{lesson.subtitle}</p>}
          {lesson.pages.map((page) => (
            <section key={page._id} className="preview-lessons__page" aria-labelledby={`page-${page._id}`}>
              <h3 id={`page-${page._id}`}>{page.title}</h3>
              <div className="page-contents">
                {page.contents.map((component) => (
                  <DemoComponent key={component._id} component={component} lessonId={lesson._id} pageId={page._id} />
                ))}
                {page.contents.length === 0 && <p className="empty-state">This page has no content yet.</p>}
              </div>
            </section>
          ))}
          {lesson.pages.length === 0 && <p className="empty-state">This lesson has no pages yet.</p>}
        </section>
      ))}
    </>
  );
}

/** One component: its plugin's student View, or the spec's panel when it needs an account or is not installed. */
function DemoComponent({ component, lessonId, pageId }: { component: ApiComponent; lessonId: string; pageId: string }) {
  const { registry } = useShell();
  const componentType = component.plugin === null || ACCOUNT_ONLY_PLUGINS.has(component.plugin) ? undefined : registry.componentType(component.plugin, component.type);
  const label = component.title || component.type;
  return (
    <section className="component-frame" aria-label={label}>
      {component.title && <h4 className="component-frame__title">{component.title}</h4>}
      {componentType ? (
        <ErrorBoundary fallback={<p className="notice">{notEnabledMessage(component.type)}</p>}>
          <Suspense fallback={<LoadingState label="Loading the component…" />}>
            <componentType.View component={component} courseId={component.course_id} lessonId={lessonId} pageId={pageId} mode="student" professorView={false} view="default" />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p className="notice preview-lessons__disabled">{notEnabledMessage(component.type)}</p>
      )}
    </section>
  );
}
