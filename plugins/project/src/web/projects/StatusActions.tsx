import { useState } from 'react';
import { ApiError, AppLink, Button, buttonClass, ConfirmDialog, routePath, useApi, useAppNavigate, useNotify, type ApiComponent } from '@lms/sdk/web';
import { deleteProject, downloadProject, getProject, listVersions, type ProjectAnswer } from '../../calls/projectCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { ERROR_TIMEOUT, PROJECT_MESSAGES, SUCCESS_TIMEOUT } from './projectMessages.ts';
import { speedGradingPath } from './projectPaths.ts';
import { isHandedIn } from './projectStatus.ts';
import { ReopenDialog } from './ReopenDialog.tsx';
import { useCallCache, useCallMutation, useCallQuery } from './projectServerData.ts';
import { PROJECT_CHANGED_EVENT, type ProjectWrites } from './useProjectWrites.ts';

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

type Asking = 'share' | 'submit' | 'reopen' | 'delete' | null;

/** Part 2 §4 transitions as buttons: the owner edits, shares or unshares, submits; a professor reopens a handed-in project; anyone who reads it downloads it. */
export function StatusActions({ courseId, answer, component, writes, dirty, editing, onEditing }: StatusActionsProps) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useAppNavigate();
  const cache = useCallCache();
  const remove = useCallMutation(deleteProject, { emits: [PROJECT_CHANGED_EVENT] });
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const { project, mode } = answer;
  const owner = mode === 'myProjectView';
  const sharingAllowed = component?.config.sharing_allowed_before_submit ?? false;
  const versionArgs = { params: { courseId, projectId: project._id, versionId: project.current_version._id } };
  // A handed-in project may still be shown to classmates (its status stays): whether it is, its version says.
  const handedIn = owner && isHandedIn(project.status);
  const versions = useCallQuery(listVersions, { params: { courseId, projectId: project._id } }, { enabled: handedIn, refetchOn: [PROJECT_CHANGED_EVENT] });
  const handedInUnshared = handedIn && versions.data?.find((version) => version._id === project.current_version._id)?.is_shared === false;

  const transition = async (body: { is_shared: boolean } | { is_submitted: boolean; course_id: string }, message: string) => {
    setBusy(true);
    await writes.write((revision) => writes.calls.updateVersion.mutateAsync({ ...versionArgs, body: { ...body, revision } }), message);
    setBusy(false);
    setAsking(null);
  };

  const deleteDraft = async () => {
    setBusy(true);
    try {
      await remove.mutateAsync({ params: { courseId, projectId: project._id }, query: { revision: project.revision } });
      notify({ type: 'success', message: 'Your project has been deleted.', timeout: SUCCESS_TIMEOUT });
      navigate(routePath('page', { courseId, lessonId: project.lesson_id, pageId: project.page_id }), { replace: true });
    } catch (error) {
      setBusy(false);
      setAsking(null);
      if (error instanceof ApiError && error.errno === 'project-changed') {
        await cache.invalidate(getProject, { params: { courseId, projectId: project._id } });
        notify({ type: 'warning', message: PROJECT_MESSAGES.changedElsewhere, timeout: ERROR_TIMEOUT });
      } else notify({ type: 'error', message: error instanceof Error ? error.message : 'Could not delete the project.', timeout: ERROR_TIMEOUT });
    }
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
      {((owner && project.status === 'draft' && sharingAllowed) || handedInUnshared) && (
        <Button disabled={busy || dirty} onClick={() => setAsking('share')}>
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
      {mode === 'previewView' && isHandedIn(project.status) && component?.config.project.graded && (
        <AppLink
          className={buttonClass()}
          to={speedGradingPath({ courseId, lessonId: project.lesson_id, pageId: project.page_id, componentId: project.component_id }, project.owned_by._id)}
        >
          Grade in the speed grader
        </AppLink>
      )}
      <Button onClick={() => void download()}>Download</Button>
      {owner && project.status === 'draft' && (
        <Button variant="danger" disabled={busy} onClick={() => setAsking('delete')}>
          Delete project
        </Button>
      )}
      {asking === 'delete' && (
        <ConfirmDialog title="Delete your project?" confirmLabel="Delete" danger busy={busy} busyLabel="Deleting…" onCancel={() => setAsking(null)} onConfirm={() => void deleteDraft()}>
          <p>The project, its items and its history are deleted. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {asking === 'share' && (
        <ConfirmDialog
          title="Share your project?"
          confirmLabel="Share"
          busy={busy}
          busyLabel="Sharing…"
          onCancel={() => setAsking(null)}
          onConfirm={() => void transition({ is_shared: true }, PROJECT_MESSAGES.shared)}
        >
          <p>{isHandedIn(project.status) ? 'Your classmates can see your submitted project and comment on it.' : 'Your classmates can see your project and comment on it. You cannot change it while it is shared.'}</p>
        </ConfirmDialog>
      )}
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
