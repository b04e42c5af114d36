import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ApiError, type ApiComponent, type WebComponentType, Form, FormField, SubmitButton, TextAreaField, Button, buttonClass, useFormField, useLmsForm } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { Breadcrumbs } from '../../course/Breadcrumbs.tsx';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { componentEditPath, coursePath, lessonPath, pagePath } from '../../course/contentPaths.ts';
import { errorNotice, isSessionLoss } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { componentFieldErrors, NO_FIELD_ERRORS, type ComponentFieldErrors } from './componentFieldErrors.ts';
import type { ContainerPlace } from './containerPlace.ts';
import { draftOf, type Draft, type NewComponent } from './componentDraft.ts';
import '../screens.css';
import './componentEditing.css';
import { createComponent, updateComponent } from '@lms/sdk/calls';

interface ComponentEditFormProps {
  component: ApiComponent;
  courseId: string;
  lessonId: string;
  pageId: string;
  /** Set when the component is edited inside its container (part 2 §2 nested editing): the screen leads back there. */
  container?: ContainerPlace;
  /** Set while the component is being added: the first save creates it (nothing is stored before). */
  adding?: NewComponent;
}

/** A 422's messages for the fields the form shows itself (title, description): the kit's `<Form>` puts them there and focuses the first. */
function formFieldsOnly(error: ApiError): ApiError {
  const fields = error.fields.filter((field) => ['title', 'description'].includes(field.field.replace(/^\//, '')));
  return new ApiError(error.status, error.errno, error.message, fields, error.details);
}

interface PluginEditorProps {
  componentType: WebComponentType;
  component: ApiComponent;
  errors: Record<string, string>;
  courseId: string;
  lessonId: string;
  pageId: string;
}

/** The plugin's own Editor, its config held by the enclosing `<Form>` (so it counts in the unsaved changes; an updater it reports gets the config the form holds then). */
function PluginEditor({ componentType, component, errors, courseId, lessonId, pageId }: PluginEditorProps) {
  const config = useFormField<Record<string, unknown>>('config');
  return <componentType.Editor component={component} value={config.value} onChange={config.onChange} errors={errors} courseId={courseId} lessonId={lessonId} pageId={pageId} />;
}

export function ComponentEditForm({ component, courseId, lessonId, pageId, container, adding }: ComponentEditFormProps) {
  const { api, registry, queryClient, notifications } = useShell();
  const navigate = useNavigate();
  const [savedTitle, setSavedTitle] = useState(component.title);
  // The form shows title and description messages at its fields; the config's go to the plugin's Editor, the rest stand under the form.
  const [errors, setErrors] = useState<ComponentFieldErrors>(NO_FIELD_ERRORS);
  const form = useLmsForm<Draft>({
    defaultValues: draftOf(component),
    // A refusal no field takes is said below the form (a page rule) or by a notification.
    failureMessage: () => undefined,
  });
  const dirty = form.formState.isDirty;
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const holder = useQuery({ ...courseQueries.component(api, courseId, container?.id ?? ''), enabled: container !== undefined });
  const holderPath = container ? componentEditPath(courseId, lessonId, pageId, container.id) : undefined;
  const holderName = holder.data ? holder.data.title || holder.data.type : 'the container';
  const [returning, setReturning] = useState(false);
  const [created, setCreated] = useState<{ id: string; notice: string | undefined }>();
  // Saved inside a container: back to it once the form holds the saved values (the form's unsaved-changes
  // guard, an effect of a child, has then taken the clean state, so it lets the move go). A new component's
  // first save moves to its own editor the same way.
  useEffect(() => {
    if (returning && !dirty && holderPath) void navigate(holderPath);
  }, [returning, dirty, holderPath, navigate]);
  useEffect(() => {
    if (!created || dirty) return;
    // After the move: a change of address clears the notifications. A component the full page could not take
    // went to the author's library: back to the page's editor, saying so.
    const next = created.notice ? pagePath(courseId, lessonId, pageId, 'edit') : componentEditPath(courseId, lessonId, pageId, created.id);
    void Promise.resolve(navigate(next, { replace: true })).then(() =>
      notifications.show(created.notice ? { type: 'warning', message: created.notice } : { type: 'success', message: 'Component added' }),
    );
  }, [created, dirty, courseId, lessonId, pageId, navigate, notifications]);
  const componentType = registry.componentType(component.plugin, component.type);
  const name = savedTitle || component.type;
  const heading = adding ? `Add ${adding.typeTitle}` : `Edit ${name}`;
  useDocumentTitle(heading);

  const onSubmit = async (draft: Draft) => {
    try {
      const fields = { title: draft.title, description: draft.description === '' ? null : draft.description, config: draft.config };
      const made = adding ? await api.call(createComponent, { params: { courseId, lessonId, pageId }, body: { type: component.type, slot: adding.slot, ...fields } }) : undefined;
      const updated = made ?? (await api.call(updateComponent, { params: { courseId, lessonId, pageId, componentId: component._id }, body: fields }));
      queryClient.setQueryData(courseQueries.component(api, courseId, updated._id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: courseQueries.page(api, courseId, lessonId, pageId).queryKey });
      if (container) void queryClient.invalidateQueries({ queryKey: courseQueries.component(api, courseId, container.id).queryKey });
      // A new component changes what the course's screens list (the page, its slots, the course's outline).
      if (adding) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
      const next = draftOf(updated);
      setSavedTitle(next.title);
      setErrors(NO_FIELD_ERRORS);
      if (made) setCreated({ id: made._id, notice: made.notice });
      else {
        notifications.show({ type: 'success', message: 'Component updated' });
        if (container) setReturning(true);
      }
      return { values: next };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields.length > 0) {
        const { title: _title, description: _description, ...elsewhere } = componentFieldErrors(error);
        setErrors({ ...NO_FIELD_ERRORS, ...elsewhere });
        throw formFieldsOnly(error);
      }
      // A page rule (one board per page, at most 2 contents...) refuses the new component as a whole.
      if (adding && error instanceof ApiError && error.status === 422) setErrors({ ...NO_FIELD_ERRORS, other: [error.message] });
      else if (!isSessionLoss(error)) notifications.show({ type: 'error', message: errorNotice(error) });
      throw error;
    }
  };

  return (
    <div className="screen">
      {page.data && !container && (
        <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={adding ? 'Add component' : name} />
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
      <h1>{heading}</h1>
      {container && (
        <p className="screen-subtitle">
          Inside {holderName}: tab {container.tab + 1}, position {container.index + 1}.
        </p>
      )}
      <Form form={form} onSubmit={onSubmit} className="component-form">
        <FormField id="component-title" name="title" label="Title" />
        <TextAreaField id="component-description" name="description" label="Description" />
        <section className="component-form__editor" aria-labelledby="component-content-heading">
          <h2 id="component-content-heading">Content</h2>
          {componentType ? (
            <ErrorBoundary fallback={<p className="notice">The editor of this component could not be displayed.</p>}>
              <Suspense fallback={<LoadingState label="Loading the editor…" />}>
                <PluginEditor componentType={componentType} component={component} errors={errors.config} courseId={courseId} lessonId={lessonId} pageId={pageId} />
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
          <SubmitButton label="Save" busyLabel="Saving…" />
          {adding && (
            <Button variant="secondary" onClick={adding.onChooseAnother}>
              Choose another type
            </Button>
          )}
          {holderPath ? (
            <Link className={buttonClass({ variant: 'secondary' })} to={holderPath}>
              Back to {holderName}
            </Link>
          ) : (
            <Link className={buttonClass({ variant: 'secondary' })} to={pagePath(courseId, lessonId, pageId, 'edit')}>
              Back to the page
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
