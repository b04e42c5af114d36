import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import { listVersions } from '../../calls/projectCalls.ts';
import type { ApiVersion } from '../../schemas/projectTypes.ts';
import { ArtifactList } from '../artifacts/ArtifactList.tsx';
import { PROJECT_MESSAGES } from './projectMessages.ts';
import type { ProjectPanelProps } from './projectPanelTabs.ts';
import { useCallQuery } from './projectServerData.ts';
import { PROJECT_CHANGED_EVENT } from './useProjectWrites.ts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const OPERATION: Record<ApiVersion['operations'][number]['action'], string> = { share: 'Shared', submit: 'Submitted' };

function VersionEntry({ version, current, canRestore, onRestore }: { version: ApiVersion; current: boolean; canRestore: boolean; onRestore(): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = `Version ${version.index}`;
  return (
    <li className="lms-project-version">
      <h3 className="lms-project-version__title">
        {name}
        {current && <span className="lms-project-quiet"> (current)</span>}
      </h3>
      <p className="lms-project-quiet">
        Saved {when(version.created_at)}
        {version.operations.map((operation) => ` · ${OPERATION[operation.action]} ${when(operation.timestamp)}`).join('')}
      </p>
      <div className="lms-project-actions">
        <Button small aria-expanded={open} onClick={() => setOpen(!open)} aria-label={`${open ? 'Hide' : 'Show'} the items of ${name}`}>
          {open ? 'Hide items' : 'Show items'}
        </Button>
        {canRestore && !current && (
          <Button
            small
            disabled={busy}
            aria-label={`Restore ${name}`}
            onClick={async () => {
              setBusy(true);
              await onRestore();
              setBusy(false);
            }}
          >
            Restore
          </Button>
        )}
      </div>
      {open && <ArtifactList artifacts={version.artifacts} label={`Items of ${name}`} headingLevel={4} />}
    </li>
  );
}

/** The project's versions, newest first, each with its items and, for its owner while editable, restore. */
export function HistoryTab({ courseId, projectId, answer, writes, canEdit }: ProjectPanelProps) {
  const versions = useCallQuery(listVersions, { params: { courseId, projectId } }, { refetchOn: [PROJECT_CHANGED_EVENT] });
  if (versions.isPending) return <p className="lms-project-quiet">Loading the history…</p>;
  if (versions.isError) return <p role="alert">Could not load the history: {versions.error.message}</p>;
  if (versions.data.length === 0) return <p className="lms-project-quiet">No versions yet.</p>;
  const restore = (version: ApiVersion) =>
    writes.write(
      (revision) => writes.calls.updateProject.mutateAsync({ params: { courseId, projectId }, body: { current_version: version._id, revision } }),
      PROJECT_MESSAGES.restored,
    );
  return (
    <ol className="lms-project-versions" aria-label="Versions">
      {versions.data.map((version) => (
        <VersionEntry key={version._id} version={version} current={version._id === answer.project.current_version._id} canRestore={canEdit} onRestore={() => restore(version)} />
      ))}
    </ol>
  );
}
