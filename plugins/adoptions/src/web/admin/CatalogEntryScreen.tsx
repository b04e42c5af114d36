import { useId } from 'react';
import { AppLink, Form, FormStatusLine, pageClass, routePath, SubmitButton, TextAreaField, useLmsForm, type ScreenProps } from '@lms/sdk/web';
import { getCatalog, listCourse } from '../../calls/catalogCalls.ts';
import { MAX_DESCRIPTION } from '../../schemas/adoptionBodies.ts';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { useCallMutation, useCallQuery } from '../serverData.ts';
import '../adoptions.css';

/** The description form of one catalog course, saved with POST adoptions/catalog/{courseId}. */
function DescriptionForm({ entry, onSaved }: { entry: ApiCatalogEntry; onSaved(): void }) {
  const save = useCallMutation(listCourse);
  const form = useLmsForm<{ description: string }>({ defaultValues: { description: entry.description } });
  const submit = async ({ description }: { description: string }) => {
    const saved = await save.mutateAsync({ params: { courseId: entry._id }, body: { description } });
    onSaved();
    return { values: { description: saved.description }, success: 'Description saved.' };
  };
  return (
    <Form form={form} onSubmit={submit} className="lms-adoptions-form" aria-label="Catalog description">
      <TextAreaField name="description" label="Description" maxLength={MAX_DESCRIPTION} rows={5} hint="What instructors read in the adoption list." />
      <FormStatusLine />
      <SubmitButton label="Save description" busyLabel="Saving…" />
    </Form>
  );
}

/** /administrator/catalog/{course_id} (part 3 §2): one catalog course, what the adoption list shows of it, and its requests. */
export default function CatalogEntryScreen({ params }: ScreenProps<'administrator.catalog.item'>) {
  const titleId = useId();
  const catalog = useCallQuery(getCatalog, {});
  const entry = catalog.data?.courses.find((course) => course._id === params.courseId);
  return (
    <section className={`${pageClass('wide')} lms-adoptions`} aria-labelledby={titleId}>
      <p>
        <AppLink to={routePath('administrator.catalog')}>The catalog</AppLink>
      </p>
      {catalog.isPending && <p role="status">Loading the catalog…</p>}
      {catalog.error && (
        <p className="lms-field-error" role="alert">
          {catalog.error.message}
        </p>
      )}
      {catalog.data && !entry && (
        <>
          <h1 id={titleId}>Not in the catalog</h1>
          <p>This course is not in the catalog: add it from the catalog's page.</p>
        </>
      )}
      {entry && (
        <>
          <h1 id={titleId}>{entry.title}</h1>
          {entry.subtitle && <p>{entry.subtitle}</p>}
          <p>Listed on {new Date(entry.listed_at).toLocaleDateString()}.</p>
          <p className="lms-adoptions-row-actions">
            <AppLink to={`/${entry._id}`}>Open the course</AppLink>
            <AppLink to={routePath('administrator.requests.item', { courseId: entry._id })}>Its adoption requests</AppLink>
          </p>
          <DescriptionForm entry={entry} onSaved={() => void catalog.refetch()} />
        </>
      )}
    </section>
  );
}
