import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FileField, SelectField, useApi } from '@lms/sdk/web';
import { ErrorSummary } from '../ErrorSummary.tsx';
import { saveFailureOf, type SaveFailure } from '../fieldErrors.ts';
import { confirmImport, packageTargets, type PackageTarget } from './packageApi.ts';
import { PackageReport } from './PackageReport.tsx';
import { targetLabels } from './packageTargetLabels.ts';
import { usePackageImport } from './usePackageImport.ts';

export const PACKAGE_IMPORT_MESSAGES = {
  notZip: 'Pick a .zip file.',
  tooLarge: 'Pick a .zip file of at most 50 MiB.',
  failed: 'Could not import the package. Try again.',
  chooseBoth: 'Choose both a test and the assessment it fills, or neither.',
} as const;

const MAX_BYTES = 50 * 1024 * 1024;

/**
 * Import of a QTI content package (issue 28 item 4): the zip is uploaded and
 * read (progress shown), its report says what would be imported and what is
 * refused and why, and nothing is stored until the instructor confirms; a
 * test of the package may fill one of the course's assessments.
 */
export function PackageImportForm({ courseId, onClose, onImported }: { courseId: string; onClose(): void; onImported(): void }) {
  const api = useApi();
  const { pkg, failure: uploadFailure, uploading, upload, replace } = usePackageImport(courseId);
  const [fileError, setFileError] = useState<string>();
  const [targets, setTargets] = useState<PackageTarget[]>([]);
  const [test, setTest] = useState('');
  const [component, setComponent] = useState('');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const hasTests = (pkg?.report.tests.length ?? 0) > 0;
  const labels = targetLabels(targets);

  useEffect(() => {
    if (!hasTests) return;
    packageTargets(api, courseId).then(setTargets, (error: unknown) => setFailure(saveFailureOf(error, 'Could not list the course’s assessments.')));
  }, [api, courseId, hasTests]);

  const pick = (file: File) => {
    setFileError(undefined);
    setFailure(null);
    if (!/\.zip$/i.test(file.name)) return setFileError(PACKAGE_IMPORT_MESSAGES.notZip);
    if (file.size > MAX_BYTES) return setFileError(PACKAGE_IMPORT_MESSAGES.tooLarge);
    void upload(file);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pkg) return;
    if ((test === '') !== (component === '')) return setFailure({ message: PACKAGE_IMPORT_MESSAGES.chooseBoth, fields: {} });
    setBusy(true);
    try {
      replace(await confirmImport(api, pkg._id, test ? { test, component } : null));
      onImported();
    } catch (error) {
      setFailure(saveFailureOf(error, PACKAGE_IMPORT_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const shownFailure = failure ?? uploadFailure;
  return (
    <form className="lms-authoring-import" onSubmit={confirm} onKeyDown={onKeyDown} aria-label="Import a QTI package" noValidate>
      <h2>Import a QTI package</h2>
      <ErrorSummary failure={shownFailure} title="The package was not imported:" />
      <FileField
        label="Package (.zip with imsmanifest.xml)"
        accept=".zip,application/zip"
        status={uploading ? 'Uploading and unpacking…' : 'QTI 2.1, 2.2 or 3.0, at most 50 MiB.'}
        error={fileError ?? shownFailure?.fields.file}
        disabled={uploading || busy}
        onFile={pick}
      />
      {pkg?.status === 'reading' && (
        <p role="status">
          Reading the items: {pkg.progress.done} of {pkg.progress.total}. <progress max={pkg.progress.total} value={pkg.progress.done} aria-label="Items read" />
        </p>
      )}
      {pkg?.status === 'failed' && (
        <p className="lms-field-error" role="alert">
          The package could not be read: {pkg.error}
        </p>
      )}
      {pkg && pkg.status !== 'reading' && pkg.status !== 'failed' && <PackageReport pkg={pkg} />}
      {pkg?.status === 'ready' && hasTests && (
        <div className="lms-authoring-basics">
          <SelectField label="Test to use" value={test} onChange={setTest} options={[{ value: '', label: 'None: only the Questions' }, ...pkg.report.tests.map((candidate) => ({ value: candidate.path, label: candidate.title || candidate.path }))]} error={failure?.fields.test} />
          <SelectField
            label="Assessment it fills (its items and settings are replaced)"
            value={component}
            onChange={setComponent}
            options={[{ value: '', label: 'None' }, ...targets.map((target, at) => ({ value: target._id, label: labels[at]! }))]}
            error={failure?.fields.component ?? Object.entries(failure?.fields ?? {}).find(([field]) => field.startsWith('config'))?.[1]}
          />
        </div>
      )}
      {pkg?.status === 'imported' && pkg.imported && (
        <p role="status">
          Imported {pkg.imported.items.length} Questions, {pkg.imported.stimuli} passages and {pkg.imported.files} media files
          {pkg.imported.assessment ? `; the assessment now has ${pkg.imported.assessment.items} items` : ''}.
        </p>
      )}
      <div className="lms-authoring-actions">
        {pkg?.status === 'ready' && (
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Importing…' : 'Confirm the import'}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
