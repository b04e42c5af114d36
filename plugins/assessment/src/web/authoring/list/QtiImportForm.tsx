import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FileField, FormField, TextAreaField, useApi, useAppNavigate, Button } from '@lms/sdk/web';
import { MAX_QTI_LENGTH, MAX_REFERENCE_LENGTH } from '../../../schemas/itemBody.ts';
import { importQuestion } from '../authoringApi.ts';
import { ErrorSummary } from '../ErrorSummary.tsx';
import { saveFailureOf, type SaveFailure } from '../fieldErrors.ts';
import { flashNotice } from '../flashNotice.ts';
import { questionPath } from '../questionPaths.ts';

export const IMPORT_MESSAGES = {
  imported: 'Question imported.',
  notXml: 'Pick an .xml file.',
  tooLarge: 'Pick an .xml file of at most 512 KiB.',
  failed: 'Could not import the Question. Try again.',
} as const;

/**
 * Import of an IMS QTI 3.0 or 2.1 assessment item (POST assessment/items/import/):
 * pasted, or read from an .xml file; the server's messages show on their
 * field; the imported Question opens in its editor to be checked.
 */
export function QtiImportForm({ courseId, onClose }: { courseId: string; onClose(): void }) {
  const api = useApi();
  const navigate = useAppNavigate();
  const [xml, setXml] = useState('');
  const [reference, setReference] = useState('');
  const [fileStatus, setFileStatus] = useState('No file read.');
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const readFile = async (file: File) => {
    setFileError(undefined);
    if (!/\.xml$/i.test(file.name)) return setFileError(IMPORT_MESSAGES.notXml);
    if (file.size > MAX_QTI_LENGTH) return setFileError(IMPORT_MESSAGES.tooLarge);
    setXml(await file.text());
    setFileStatus(`Read ${file.name}.`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const item = await importQuestion(api, xml, reference);
      flashNotice(IMPORT_MESSAGES.imported);
      navigate(questionPath(courseId, item._id));
    } catch (error) {
      setFailure(saveFailureOf(error, IMPORT_MESSAGES.failed));
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <form className="lms-authoring-import" onSubmit={submit} onKeyDown={onKeyDown} aria-label="Import a QTI item" noValidate>
      <h2>Import a QTI item</h2>
      <ErrorSummary failure={failure} title="The item was not imported:" />
      <TextAreaField label="QTI XML" rows={8} spellCheck={false} value={xml} onChange={setXml} hint="An IMS QTI 3.0 or 2.1 assessment item, at most 512 KiB." error={failure?.fields.xml} />
      <FileField label="Or read an .xml file" accept=".xml,application/xml,text/xml" status={fileStatus} error={fileError} onFile={(file) => void readFile(file)} />
      <FormField label="Reference" value={reference} onChange={setReference} hint="Empty: the item's identifier." maxLength={MAX_REFERENCE_LENGTH} error={failure?.fields.reference} />
      <div className="lms-authoring-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
