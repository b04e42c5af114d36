import { useId, useState } from 'react';
import { Button, ConfirmDialog, DataGrid, pageClass, type GridColumnSpec } from '@lms/sdk/web';
import { listSources, removeSource, type Source } from '../../calls/sourceCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from '../serverData.ts';
import { SourceForm } from './SourceForm.tsx';
import { sourceStatusText } from './sourceStatus.ts';
import '../ai.css';

/**
 * /administrator/aibook (part 3 §2, issue 27 item 4): the books and documents
 * the assistant may quote, reusable across courses; adds one with its file.
 */
export default function SourcesScreen() {
  const titleId = useId();
  const sources = useCallQuery(listSources, {});
  const cache = useCallCache();
  const remove = useCallMutation(removeSource, { onSuccess: () => cache.invalidate(listSources) });
  const [removing, setRemoving] = useState<Source | null>(null);
  const columns: readonly GridColumnSpec<Source>[] = [
    { id: 'title', header: 'Title', value: (source) => source.title, rowHeader: true, sortable: true, filterable: true, width: 220 },
    { id: 'author', header: 'Author', value: (source) => source.author, sortable: true, width: 160 },
    { id: 'isbn', header: 'ISBN', value: (source) => source.isbn, width: 140 },
    { id: 'uuid', header: 'UUID', value: (source) => source.uuid, width: 300 },
    { id: 'file', header: 'File', value: (source) => source.file?.name ?? '', width: 180 },
    { id: 'status', header: 'Indexing', value: (source) => (source.status === 'failed' ? `Failed: ${source.error ?? ''}` : sourceStatusText(source)), width: 200 },
    { id: 'courses', header: 'Courses', value: (source) => source.course_ids.length, width: 90 },
    {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      noExport: true,
      width: 120,
      cell: (source) => (
        <Button small variant="danger" onClick={() => setRemoving(source)}>
          Remove{' '}<span className="lms-visually-hidden">{source.title}</span>
        </Button>
      ),
    },
  ];
  return (
    <section className={`${pageClass('wide')} lms-ai-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>AI sources</h1>
      <p>Books and documents the course assistant may quote, besides the courses’ own pages. Their indexing is followed on the Training screen.</p>
      {sources.isPending && <p role="status">Loading the sources…</p>}
      {sources.isError && <p role="alert">{sources.error.message}</p>}
      {sources.data?.length === 0 && <p>No source yet.</p>}
      {sources.data && sources.data.length > 0 && <DataGrid label="AI sources" columns={columns} rows={sources.data} rowId={(source) => source.uuid} initialSort={{ columnId: 'title', descending: false }} maxHeight={480} csvFileName="ai-sources.csv" />}
      <SourceForm />
      {removing && (
        <ConfirmDialog
          title="Remove this source?"
          confirmLabel="Remove"
          danger
          busy={remove.isPending}
          busyLabel="Removing…"
          onConfirm={() => remove.mutate({ params: { uuid: removing.uuid } }, { onSuccess: () => setRemoving(null) })}
          onCancel={() => setRemoving(null)}
        >
          <p>“{removing.title}”, its file and its passages are removed and taken out of every course that uses it.</p>
          {remove.isError && <p role="alert">{remove.error.message}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
