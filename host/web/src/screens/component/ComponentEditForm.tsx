import { Suspense, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError, type ApiComponent } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { pagePath } from '../../course/contentPaths.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { componentFieldErrors, NO_FIELD_ERRORS, type ComponentFieldErrors } from './componentFieldErrors.ts';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning.tsx';
import '../screens.css';
import './componentEditing.css';

interface ComponentEditFormProps {
  component: ApiComponent;
  courseId: string;
  lessonId: string;
  pageId: string;
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

export function ComponentEditForm({ component, courseId, lessonId, pageId }: ComponentEditFormProps) {
  const { api, registry, queryClient, notifications } = useShell();
  const [saved, setSaved] = useState<Draft>(() => draftOf(component));
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<ComponentFieldErrors>(NO_FIELD_ERRORS);
  const [saving, setSaving] = useState(false);
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const unsavedDialog = useUnsavedChangesWarning(!sameDraft(draft, saved));
  const componentType = registry.componentType(component.plugin, component.type);
  const name = saved.title || component.type;
  useDocumentTitle(`Edit ${name}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const updated = await api.put<ApiComponent>(`components/${courseId}/${lessonId}/${pageId}/${component._id}/`, {
        title: draft.title,
        description: draft.description === '' ? null : draft.description,
        config: draft.config,
      });
      queryClient.setQueryData(courseQueries.component(api, courseId, component._id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: courseQueries.page(api, courseId, lessonId, pageId).queryKey });
      const next = draftOf(updated);
      setSaved(next);
      setDraft(next);
      setErrors(NO_FIELD_ERRORS);
      notifications.show({ type: 'success', message: 'Component updated' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) setErrors(componentFieldErrors(error));
      else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="screen">
      {page.data && (
        <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={name} />
      )}
      <h1>Edit {name}</h1>
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
          <Link className="button button--secondary" to={pagePath(courseId, lessonId, pageId, 'edit')}>
            Back to the page
          </Link>
        </div>
      </form>
      {unsavedDialog}
    </div>
  );
}
