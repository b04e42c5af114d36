import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ApiError, type ApiComponent } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { Breadcrumbs } from '../../course/Breadcrumbs.tsx';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { componentEditPath, coursePath, lessonPath, pagePath } from '../../course/contentPaths.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { componentFieldErrors, NO_FIELD_ERRORS, type ComponentFieldErrors } from './componentFieldErrors.ts';
import type { ContainerPlace } from './containerPlace.ts';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning.tsx';
import '../screens.css';
import './componentEditing.css';
import { updateComponent } from '@lms/sdk/calls';

interface ComponentEditFormProps {
  component: ApiComponent;
  courseId: string;
  lessonId: string;
  pageId: string;
  /** Set when the component is edited inside its container (part 2 §2 nested editing): the screen leads back there. */
  container?: ContainerPlace;
}

interface Draft {
  title: string;
  description: string;
  config: Record<string, unknown>;
}

function draftOf(component: ApiComponent): Draft {
  return { title: component.title, description: component.description ?? '', config: component.config };
}

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

export function ComponentEditForm({ component, courseId, lessonId, pageId, container }: ComponentEditFormProps) {
  const { api, registry, queryClient, notifications } = useShell();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Draft>(() => draftOf(component));
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<ComponentFieldErrors>(NO_FIELD_ERRORS);
  const [saving, setSaving] = useState(false);
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const holder = useQuery({ ...courseQueries.component(api, courseId, container?.id ?? ''), enabled: container !== undefined });
  const holderPath = container ? componentEditPath(courseId, lessonId, pageId, container.id) : undefined;
  const holderName = holder.data ? holder.data.title || holder.data.type : 'the container';
  const [returning, setReturning] = useState(false);
  const unsavedDialog = useUnsavedChangesWarning(!sameDraft(draft, saved));
  // Saved inside a container: back to it once the saved state has rendered (this effect runs after the
  // unsaved-changes guard has taken the saved state, so the guard lets it go).
  useEffect(() => {
    if (returning && holderPath) void navigate(holderPath);
  }, [returning, holderPath, navigate]);
  const componentType = registry.componentType(component.plugin, component.type);
  const name = saved.title || component.type;
  useDocumentTitle(`Edit ${name}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await api.call(updateComponent, {
        params: { courseId, lessonId, pageId, componentId: component._id },
        body: {
        title: draft.title,
        description: draft.description === '' ? null : draft.description,
        config: draft.config,
        },
      });
      queryClient.setQueryData(courseQueries.component(api, courseId, component._id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: courseQueries.page(api, courseId, lessonId, pageId).queryKey });
      if (container) void queryClient.invalidateQueries({ queryKey: courseQueries.component(api, courseId, container.id).queryKey });
      const next = draftOf(updated);
      setSaved(next);
      setDraft(next);
      setErrors(NO_FIELD_ERRORS);
      notifications.show({ type: 'success', message: 'Component updated' });
      if (container) setReturning(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) setErrors(componentFieldErrors(error));
      else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="screen">
      {page.data && !container && (
        <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={name} />
      )}
      {page.data && container && (
        <Breadcrumbs
          crumbs={[
            { label: page.data.course.title, to: coursePath(courseId, 'edit') },
            { label: page.data.lesson.title, to: lessonPath(courseId, lessonId, 'edit') },
            { label: page.data.title, to: pagePath(courseId, lessonId, pageId, 'edit') },
            { label: holderName, to: holderPath },
            { label: name },
          ]}
        />
      )}
      <h1>Edit {name}</h1>
      {container && (
        <p className="screen-subtitle">
          Inside {holderName}: tab {container.tab + 1}, position {container.index + 1}.
        </p>
      )}
      <form className="component-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField id="component-title" label="Title" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} error={errors.title} />
        <TextAreaField
          id="component-description"
          label="Description"
          value={draft.description}
          onChange={(description) => setDraft({ ...draft, description })}
          error={errors.description}
        />
        <section className="component-form__editor" aria-labelledby="component-content-heading">
          <h2 id="component-content-heading">Content</h2>
          {componentType ? (
            <ErrorBoundary fallback={<p className="notice">The editor of this component could not be displayed.</p>}>
              <Suspense fallback={<LoadingState label="Loading the editor…" />}>
                <componentType.Editor
                  component={component}
                  value={draft.config}
                  onChange={(config) => setDraft((current) => ({ ...current, config }))}
                  errors={errors.config}
                  courseId={courseId}
                  lessonId={lessonId}
                  pageId={pageId}
                />
              </Suspense>
            </ErrorBoundary>
          ) : (
            <p className="notice">This {component.type} component cannot be edited here: its plugin is not installed.</p>
          )}
        </section>
        {errors.other.length > 0 && (
          <ul role="alert" className="form-error">
            {errors.other.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          {holderPath ? (
            <Link className="button button--secondary" to={holderPath}>
              Back to {holderName}
            </Link>
          ) : (
            <Link className="button button--secondary" to={pagePath(courseId, lessonId, pageId, 'edit')}>
              Back to the page
            </Link>
          )}
        </div>
      </form>
      {unsavedDialog}
    </div>
  );
}
