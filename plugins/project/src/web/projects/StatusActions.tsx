import { useState } from 'react';
import { Button, ConfirmDialog, useApi, useNotify, type ApiComponent } from '@lms/sdk/web';
import { downloadProject, type ProjectAnswer } from '../../calls/projectCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { ERROR_TIMEOUT, PROJECT_MESSAGES } from './projectMessages.ts';
import { isHandedIn } from './projectStatus.ts';
import { ReopenDialog } from './ReopenDialog.tsx';
import type { ProjectWrites } from './useProjectWrites.ts';

interface StatusActionsProps {
  courseId: string;
  answer: ProjectAnswer;
  component: ApiComponent<ProjectConfig> | undefined;
  writes: ProjectWrites;
  /** The screen holds unsaved changes (reopen warns with the stronger modal). */
  dirty: boolean;
  editing: boolean;
  onEditing(editing: boolean): void;
}

type Asking = 'submit' | 'reopen' | null;

/** Part 2 §4 transitions as buttons: the owner edits, shares or unshares, submits; a professor reopens a handed-in project; anyone who reads it downloads it. */
export function StatusActions({ courseId, answer, component, writes, dirty, editing, onEditing }: StatusActionsProps) {
  const api = useApi();
  const notify = useNotify();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const { project, mode } = answer;
  const owner = mode === 'myProjectView';
  const sharingAllowed = component?.config.sharing_allowed_before_submit ?? false;
  const versionArgs = { params: { courseId, projectId: project._id, versionId: project.current_version._id } };

  const transition = async (body: { is_shared: boolean } | { is_submitted: boolean; course_id: string }, message: string) => {
    setBusy(true);
    await writes.write((revision) => writes.calls.updateVersion.mutateAsync({ ...versionArgs, body: { ...body, revision } }), message);
    setBusy(false);
    setAsking(null);
  };

  const download = async () => {
    try {
      const { url } = await api.call(downloadProject, { params: { courseId, projectId: project._id } });
      window.location.assign(url);
    } catch (error) {
      notify({ type: 'error', message: error instanceof Error ? error.message : 'Could not prepare the download.', timeout: ERROR_TIMEOUT });
    }
  };

  return (
    <div className="lms-project-actions" role="group" aria-label="Project actions">
      {owner && !project.locked && (
        <Button aria-pressed={editing} onClick={() => onEditing(!editing)}>
          {editing ? 'Done editing' : 'Edit project'}
        </Button>
      )}
      {owner && project.status === 'draft' && sharingAllowed && (
        <Button disabled={busy || dirty} onClick={() => void transition({ is_shared: true }, PROJECT_MESSAGES.shared)}>
          Share
        </Button>
      )}
      {owner && project.status === 'shared' && (
        <Button disabled={busy} onClick={() => void transition({ is_shared: false }, PROJECT_MESSAGES.unshared)}>
          Unshare
        </Button>
      )}
      {owner && !isHandedIn(project.status) && (
        <Button variant="primary" disabled={busy || dirty} onClick={() => setAsking('submit')}>
          Submit
        </Button>
      )}
      {mode === 'previewView' && isHandedIn(project.status) && (
        <Button disabled={busy} onClick={() => setAsking('reopen')}>
          Reopen
        </Button>
      )}
      <Button onClick={() => void download()}>Download</Button>
      {asking === 'submit' && (
        <ConfirmDialog
          title="Submit your project?"
          confirmLabel="Submit"
          busy={busy}
          busyLabel="Submitting…"
          onCancel={() => setAsking(null)}
          onConfirm={() => void transition({ is_submitted: true, course_id: courseId }, PROJECT_MESSAGES.submitted)}
        >
          <p>Your instructor receives this version. You cannot change it afterwards unless your instructor reopens it.</p>
        </ConfirmDialog>
      )}
      {asking === 'reopen' && (
        <ReopenDialog
          hasUnsavedChanges={dirty}
          studentName={project.user.label}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void transition({ is_submitted: false, course_id: courseId }, 'The project has been reopened.')}
        />
      )}
    </div>
  );
}
