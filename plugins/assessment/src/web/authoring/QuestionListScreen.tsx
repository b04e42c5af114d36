import { useId, useState } from 'react';
import { pageClass, ConfirmDialog, useApi, useNotify, type ScreenProps, Button } from '@lms/sdk/web';
import type { ApiItemSummary } from '../../schemas/itemTypes.ts';
import { deleteQuestion, NO_FILTERS, type QuestionFilters } from './authoringApi.ts';
import { NewQuestionForm } from './list/NewQuestionForm.tsx';
import { QtiImportForm } from './list/QtiImportForm.tsx';
import { PackageImportForm } from './packages/PackageImportForm.tsx';
import { QtiExportPanel } from './packages/QtiExportPanel.tsx';
import { QuestionFiltersForm } from './list/QuestionFiltersForm.tsx';
import { QuestionTable } from './list/QuestionTable.tsx';
import { useQuestionList, type QuestionList } from './list/useQuestionList.ts';
import '../assessment.css';
import './authoring.css';

const countText = (count: number) => (count === 1 ? '1 Question' : `${count} Questions`);

function ListState({ list }: { list: QuestionList }) {
  if (list.state === 'loading') return <p role="status">Loading the Questions…</p>;
  if (list.state === 'failed' || list.state === 'tags-not-found') {
    return (
      <p className="lms-field-error" role="alert">
        {list.message}
      </p>
    );
  }
  return <p role="status">{list.items.length === 0 ? 'No Questions found.' : countText(list.items.length)}</p>;
}

/**
 * /{courseId}/questions (part 2 §2 "item authoring list"): the author's
 * Questions and those shared with the course, found by text, type and tag;
 * new ones by type or from QTI; the author's own deleted after a confirmation.
 */
export default function QuestionListScreen({ params }: ScreenProps<'questions'>) {
  const courseId = params.courseId;
  const titleId = useId();
  const api = useApi();
  const notify = useNotify();
  const [filters, setFilters] = useState<QuestionFilters>(NO_FILTERS);
  const { list, reload } = useQuestionList(courseId, filters);
  const [importing, setImporting] = useState(false);
  const [importingPackage, setImportingPackage] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<ApiItemSummary | null>(null);

  const remove = async (item: ApiItemSummary) => {
    setDeleting(null);
    try {
      await deleteQuestion(api, item._id);
      notify({ type: 'success', message: 'Question deleted.' });
    } catch (error) {
      notify({ type: 'error', message: `Could not delete the Question: ${(error as Error).message}` });
    }
    reload();
  };

  return (
    <section className={`${pageClass('wide')} lms-authoring`} aria-labelledby={titleId}>
      <h1 id={titleId}>Questions</h1>
      <div className="lms-authoring-bar">
        <NewQuestionForm courseId={courseId} />
        <Button variant="secondary" aria-expanded={importing} onClick={() => setImporting((open) => !open)}>
          Import QTI
        </Button>
        <Button variant="secondary" aria-expanded={importingPackage} onClick={() => setImportingPackage((open) => !open)}>
          Import a QTI package
        </Button>
        <Button variant="secondary" aria-expanded={exporting} onClick={() => setExporting((open) => !open)}>
          Export QTI
        </Button>
      </div>
      {importing && <QtiImportForm courseId={courseId} onClose={() => setImporting(false)} />}
      {importingPackage && <PackageImportForm courseId={courseId} onClose={() => setImportingPackage(false)} onImported={reload} />}
      {exporting && <QtiExportPanel items={list.state === 'loaded' ? list.items : []} />}
      <QuestionFiltersForm filters={filters} onChange={setFilters} tagError={list.state === 'tags-not-found' ? list.message : undefined} />
      <ListState list={list} />
      {list.state === 'loaded' && list.items.length > 0 && <QuestionTable courseId={courseId} items={list.items} onDelete={setDeleting} />}
      {deleting !== null && (
        <ConfirmDialog title="Delete this Question?" confirmLabel="Delete" danger onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)}>
          <p>“{deleting.reference}” is deleted for good. Assessments that use it will miss it; attempts already taken keep their copy.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
