import { useState } from 'react';
import { ApiError, Button, FileField, Modal, useNotify } from '@lms/sdk/web';
import { applyImport, previewImport, type ImportPreview } from '../../calls/gradebookCalls.ts';
import { scoreText } from './gradeFormat.ts';
import { useCallMutation } from './gradebookData.ts';

export const IMPORT_CONFLICT = 'The gradebook changed since this preview. Preview the file again before applying it.';

const valueText = (value: number | null) => (value === null ? 'empty' : scoreText(value));

function PreviewLists({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <p role="status">
        {preview.changes.length} {preview.changes.length === 1 ? 'change' : 'changes'}, {preview.refused.length} refused
      </p>
      {preview.changes.length > 0 && (
        <table className="gb-preview">
          <caption>Changes</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Student</th>
              <th scope="col">Column</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={`${change.row}:${change.activity_id}`}>
                <td>{change.row}</td>
                <td>{change.student}</td>
                <td>{change.column}</td>
                <td>{valueText(change.from)}</td>
                <td>{valueText(change.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.refused.length > 0 && (
        <table className="gb-preview">
          <caption>Refused</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {preview.refused.map((refusal, index) => (
              <tr key={index}>
                <td>{refusal.row}</td>
                <td>{refusal.column ?? ''}</td>
                <td>{refusal.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

interface ImportDialogProps {
  courseId: string;
  onClose(): void;
  onApplied(): void;
}

/** A CSV import in two steps: the file's preview (every change, every refused row and why), then Apply in one transaction. */
export function ImportDialog({ courseId, onClose, onApplied }: ImportDialogProps) {
  const notify = useNotify();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileStatus, setFileStatus] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewing = useCallMutation(previewImport);
  const applying = useCallMutation(applyImport);

  const readPreview = async (text: string) => {
    setProblem(null);
    setPreview(null);
    try {
      setPreview(await previewing.mutateAsync({ params: { courseId }, body: { csv: text } }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const choose = async (file: File) => {
    setFileStatus(`${file.name} chosen.`);
    const text = await file.text();
    setCsv(text);
    await readPreview(text);
  };
  const apply = async () => {
    if (!csv || !preview) return;
    setProblem(null);
    try {
      const { applied } = await applying.mutateAsync({ params: { courseId }, body: { csv, fingerprint: preview.fingerprint } });
      notify({ type: 'success', message: `${applied} ${applied === 1 ? 'grade' : 'grades'} imported.` });
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setPreview(null);
        setProblem(IMPORT_CONFLICT);
      } else setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const busy = previewing.isPending || applying.isPending;
  return (
    <Modal
      title="Import grades"
      size="wide"
      onClose={onClose}
      actions={
        <>
          <Button variant="primary" disabled={!preview || preview.changes.length === 0 || busy} onClick={() => void apply()}>
            {applying.isPending ? 'Applying…' : 'Apply'}
          </Button>
          {csv && !preview && (
            <Button disabled={busy} onClick={() => void readPreview(csv)}>
              Preview again
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
        </>
      }
      initialFocus="input[type=file]"
    >
      <p className="gb-dialog__hint">A CSV as the export writes it: a column per activity named "Title [activity id]". Nothing is written before Apply.</p>
      <FileField label="CSV file" accept=".csv,text/csv" status={fileStatus} disabled={busy} onFile={(file) => void choose(file)} />
      {previewing.isPending && <p role="status">Reading the file…</p>}
      {problem && <p role="alert" className="gb-error">{problem}</p>}
      {preview && <PreviewLists preview={preview} />}
    </Modal>
  );
}
