import { useId, useState } from 'react';
import { pageClass, useNotify, type ScreenProps } from '@lms/sdk/web';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { getCatalog } from '../../calls/catalogCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { CatalogCard } from './CatalogCard.tsx';
import { RequestCourseDialog } from './RequestCourseDialog.tsx';
import '../adoptions.css';

/**
 * /catalog-courses, and the adoption list (/list?adoption=true, part 1 §2): the
 * courses instructors may adopt, each asked for through a short form. It reads
 * nothing of its address, so the host can show it at either.
 */
export default function CatalogScreen(_props: ScreenProps<'catalog_courses'>) {
  const titleId = useId();
  const notify = useNotify();
  const catalog = useCallQuery(getCatalog, {});
  const [requesting, setRequesting] = useState<ApiCatalogEntry | null>(null);

  const sent = () => {
    setRequesting(null);
    notify({ type: 'success', message: 'Your request was sent. An administrator will answer it soon.' });
    void catalog.refetch();
  };

  return (
    <section className={`${pageClass('wide')} lms-adoptions`} aria-labelledby={titleId}>
      <h1 id={titleId}>Course catalog</h1>
      {catalog.isPending && <p role="status">Loading the catalog…</p>}
      {catalog.error && (
        <p className="lms-field-error" role="alert">
          Could not load the catalog: {catalog.error.message}
        </p>
      )}
      {catalog.data?.courses.length === 0 && <p role="status">No courses are offered for adoption yet.</p>}
      {catalog.data && catalog.data.courses.length > 0 && (
        <ul className="lms-adoptions-cards">
          {catalog.data.courses.map((course) => (
            <li key={course._id}>
              <CatalogCard course={course} onRequest={setRequesting} />
            </li>
          ))}
        </ul>
      )}
      {requesting && <RequestCourseDialog course={requesting} onSent={sent} onClose={() => setRequesting(null)} />}
    </section>
  );
}
