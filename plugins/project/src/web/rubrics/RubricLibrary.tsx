import { useState } from 'react';
import { Button, CheckboxField, FormField, useDebouncedValue, useSessionUser } from '@lms/sdk/web';
import { listRubrics } from '../../calls/rubricCalls.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { useCallQuery } from './serverData.ts';

export interface RubricLibraryProps {
  courseId: string;
  onPreview(rubric: ApiRubric): void;
  onCreate(): void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The LIBRARY mode (part 2 §4, §5): the course's rubrics, titles filtered by the search (any case), the caller's own first, archived ones on request. */
export function RubricLibrary({ courseId, onPreview, onCreate }: RubricLibraryProps) {
  const me = useSessionUser()?.mongoId;
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const settled = useDebouncedValue(search.trim(), 250);
  const query = { ...(settled ? { search: settled } : {}), ...(archived ? { archived: 'true' as const } : {}) };
  const rubrics = useCallQuery(listRubrics, { params: { courseId }, query }, { keepPreviousAnswer: true });

  let list;
  if (rubrics.isPending) list = <p role="status">Loading the rubrics…</p>;
  else if (rubrics.error) {
    list = (
      <p role="alert" className="lms-field-error">
        {rubrics.error.message}
      </p>
    );
  } else if (rubrics.data.length === 0) list = <p role="status">{settled ? 'No rubric has this in its title.' : 'This course has no rubrics yet.'}</p>;
  else {
    list = (
      <ul className="pr-rubrics__list" aria-label="Rubrics">
        {rubrics.data.map((rubric) => (
          <li key={rubric._id} className="pr-rubrics__entry">
            <span className="pr-rubrics__entry-text">
              <strong>{rubric.title}</strong>
              <span className="pr-rubrics__meta">
                {rubric.owned_by === me ? 'Yours' : `By ${rubric.owner_name}`} · {rubric.total_points} points · used by {plural(rubric.used_by, 'project', 'projects')}
                {rubric.archived && ' · archived'}
              </span>
            </span>
            <Button variant="secondary" small onClick={() => onPreview(rubric)} aria-label={`Preview ${rubric.title}`}>
              Preview
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="pr-rubrics">
      <div className="pr-rubrics__toolbar">
        <FormField type="search" label="Search rubrics by title" value={search} onChange={setSearch} />
        <CheckboxField label="Show archived rubrics" value={archived} onChange={setArchived} />
        <Button variant="primary" onClick={onCreate}>
          New rubric
        </Button>
      </div>
      {list}
    </div>
  );
}
