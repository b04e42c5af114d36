import { useId, useState } from 'react';
import { AppLink, Button, ConfirmDialog, Form, FormField, FormStatusLine, pageClass, routePath, SubmitButton, TextAreaField, useLmsForm, useNotify } from '@lms/sdk/web';
import { isId } from '@lms/sdk/calls';
import { getCatalog, listCourse, unlistCourse } from '../../calls/catalogCalls.ts';
import { MAX_DESCRIPTION } from '../../schemas/adoptionBodies.ts';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { useCallMutation, useCallQuery } from '../serverData.ts';
import '../adoptions.css';

interface AddValues {
  course_id: string;
  description: string;
}

const COURSE_ID_MESSAGE = 'Enter the course id: 24 letters and digits (Administration → Courses finds it).';
const addRules = (values: AddValues) => (isId(values.course_id.trim()) ? [] : [{ field: 'course_id' as const, message: COURSE_ID_MESSAGE }]);

/**
 * /administrator/catalog (part 3 §2): the courses instructors may adopt (what
 * /list?adoption=true offers): list a course, open one to edit its
 * description, take one off the catalog after a confirmation.
 */
export default function CatalogAdminScreen() {
  const titleId = useId();
  const notify = useNotify();
  const catalog = useCallQuery(getCatalog, {});
  const list = useCallMutation(listCourse);
  const unlist = useCallMutation(unlistCourse);
  const [removing, setRemoving] = useState<ApiCatalogEntry | null>(null);
  const form = useLmsForm<AddValues>({ defaultValues: { course_id: '', description: '' }, rules: addRules, warnUnsaved: false });

  const add = async ({ course_id, description }: AddValues) => {
    const entry = await list.mutateAsync({ params: { courseId: course_id.trim() }, body: { description } });
    notify({ type: 'success', message: `${entry.title} is in the catalog.` });
    void catalog.refetch();
    return { values: { course_id: '', description: '' } };
  };

  const remove = async (entry: ApiCatalogEntry) => {
    try {
      await unlist.mutateAsync({ params: { courseId: entry._id } });
      notify({ type: 'success', message: `${entry.title} left the catalog.` });
    } catch (error) {
      notify({ type: 'error', message: (error as Error).message });
    }
    setRemoving(null);
    void catalog.refetch();
  };

  return (
    <section className={`${pageClass('wide')} lms-adoptions`} aria-labelledby={titleId}>
      <h1 id={titleId}>Catalog</h1>
      <p>The courses instructors can adopt: each adoption copies the course for them.</p>
      {catalog.isPending && <p role="status">Loading the catalog…</p>}
      {catalog.error && (
        <p className="lms-field-error" role="alert">
          {catalog.error.message}
        </p>
      )}
      {catalog.data && catalog.data.courses.length === 0 && <p>No course is in the catalog yet.</p>}
      {catalog.data && catalog.data.courses.length > 0 && (
        <ul className="lms-adoptions-catalog-admin" aria-label="Catalog courses">
          {catalog.data.courses.map((entry) => (
            <li key={entry._id}>
              <AppLink to={routePath('administrator.catalog.item', { courseId: entry._id })}>{entry.title}</AppLink>
              <p>{entry.description || 'No description.'}</p>
              <div className="lms-adoptions-row-actions">
                <AppLink to={routePath('administrator.requests.item', { courseId: entry._id })}>Its adoption requests</AppLink>
                <Button small onClick={() => setRemoving(entry)}>
                  Remove from the catalog
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2>Add a course</h2>
      <Form form={form} onSubmit={add} className="lms-adoptions-form" aria-label="Add a course to the catalog">
        <FormField name="course_id" label="Course id" maxLength={24} autoComplete="off" />
        <TextAreaField name="description" label="Description" maxLength={MAX_DESCRIPTION} rows={3} />
        <FormStatusLine success={false} />
        <SubmitButton label="Add to the catalog" busyLabel="Adding…" />
      </Form>
      {removing && (
        <ConfirmDialog title="Remove this course from the catalog?" confirmLabel="Remove" danger busy={unlist.isPending} onConfirm={() => void remove(removing)} onCancel={() => setRemoving(null)}>
          Instructors will no longer see {removing.title} in the adoption list. Its requests stay to be decided, and the course itself is not changed.
        </ConfirmDialog>
      )}
    </section>
  );
}
