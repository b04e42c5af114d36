import { useId, useState } from 'react';
import { useNotify, type ScreenProps } from '@lms/sdk/web';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { adoptionsApi } from '../adoptionsApi.ts';
import { useServerData } from '../useServerData.ts';
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
  const { data, reload } = useServerData(adoptionsApi.catalog, 'catalog');
  const [requesting, setRequesting] = useState<ApiCatalogEntry | null>(null);

  const sent = () => {
    setRequesting(null);
    notify({ type: 'success', message: 'Your request was sent. An administrator will answer it soon.' });
    reload();
  };

  return (
    <section className="lms-adoptions" aria-labelledby={titleId}>
      <h1 id={titleId}>Course catalog</h1>
      {data.state === 'loading' && <p role="status">Loading the catalog…</p>}
      {data.state === 'failed' && (
        <p className="lms-field-error" role="alert">
          Could not load the catalog: {data.error.message}
        </p>
      )}
      {data.state === 'loaded' && data.data.courses.length === 0 && <p role="status">No courses are offered for adoption yet.</p>}
      {data.state === 'loaded' && data.data.courses.length > 0 && (
        <ul className="lms-adoptions-cards">
          {data.data.courses.map((course) => (
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
