import { useCallback, useEffect, useId, useState } from 'react';
import { AppLink, Button, pageClass, routePath, useAppNavigate, useNotify, useUnsavedChangesWarning, type ApiComponent, type ScreenProps } from '@lms/sdk/web';
import { getComponent } from '@lms/sdk/calls';
import { getProject, type ProjectAnswer } from '../../calls/projectCalls.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import { ArtifactList } from '../artifacts/ArtifactList.tsx';
import { EditableArtifactList, type ArtifactEdits } from '../artifacts/EditableArtifactList.tsx';
import { CoverControls } from './CoverControls.tsx';
import { ERROR_TIMEOUT, PROJECT_MESSAGES } from './projectMessages.ts';
import { courseListPath } from './projectPaths.ts';
import { useCallQuery } from './projectServerData.ts';
import { isHandedIn, STATUS_LABELS } from './projectStatus.ts';
import { ProjectSidePanel } from './ProjectSidePanel.tsx';
import { StatusActions } from './StatusActions.tsx';
import { TitleForm } from './TitleForm.tsx';
import { useProjectLive } from './useProjectLive.ts';
import { useProjectWrites } from './useProjectWrites.ts';
import './project.css';

/** Which of part 2 §2's modes the screen is in: the answer's reader mode, or `edit` while the owner edits. */
export type ProjectScreenMode = 'myProjectView' | 'foreignProjectView' | 'previewView' | 'edit';

/** While a video is being converted, the project is read again this often, so the player appears once it is ready. */
const CONVERSION_POLL_MS = 10_000;
const hasConvertingVideo = (read: ProjectAnswer) => read.project.current_version.artifacts.some((artifact) => artifact.file?.converting === true);

const searchFlag = (name: string) => new URLSearchParams(window.location.search).get(name) === 'true';

/**
 * /project/:courseId/:lessonId/:pageId/:componentId/:projectId (part 2 §2):
 * the owner's project (myProjectView, and edit while unlocked), a
 * classmate's (foreignProjectView, read-only) or a professor's preview
 * (previewView, with reopen), beside the resizable right panel.
 */
export default function ProjectScreen({ params }: ScreenProps<'project'>) {
  const { courseId, lessonId, pageId, componentId, projectId } = params;
  const navigate = useAppNavigate();
  const notify = useNotify();
  const answer = useCallQuery(getProject, { params: { courseId, projectId } }, { refetchInterval: (read) => (read && hasConvertingVideo(read) ? CONVERSION_POLL_MS : false) });
  const component = useCallQuery(getComponent, { params: { courseId, componentId } }, { select: (found) => found as ApiComponent<ProjectConfig> });
  const writes = useProjectWrites(courseId, projectId);
  const componentPage = routePath('page', { courseId, lessonId, pageId });
  useProjectLive(courseId, projectId, () => navigate(componentPage, { replace: true }));
  const [editing, setEditing] = useState(searchFlag('isNewProject'));
  const [renaming, setRenaming] = useState(false);
  const [dirtyForms, setDirtyForms] = useState<Readonly<Record<string, boolean>>>({});
  const markDirty = useCallback((key: string, dirty: boolean) => setDirtyForms((forms) => (forms[key] === dirty ? forms : { ...forms, [key]: dirty })), []);
  const markTitleDirty = useCallback((dirty: boolean) => markDirty('title', dirty), [markDirty]);
  const dirty = Object.values(dirtyForms).some(Boolean);
  const leaveWarning = useUnsavedChangesWarning(dirty);
  const failed = answer.isError;
  const itemsHeadingId = useId();

  useEffect(() => {
    if (!failed) return;
    // Part 2 §8: a project that does not load sends the reader to the course list.
    notify({ type: 'error', message: answer.error?.message ?? 'Could not load the project.', timeout: ERROR_TIMEOUT });
    navigate(courseListPath(), { replace: true });
    // Once, when the read fails: the error and navigate are read at that moment.
  }, [failed]);

  if (answer.isPending || answer.isError) return <div className={pageClass('full')}><p className="lms-project-quiet">Loading the project…</p></div>;
  const { project, mode: readerMode } = answer.data;
  const canEdit = readerMode === 'myProjectView' && !project.locked;
  const mode: ProjectScreenMode = canEdit && editing ? 'edit' : readerMode;
  const projectArgs = { courseId, projectId };

  const edits: ArtifactEdits = {
    add: (fields) => writes.write((revision) => writes.calls.addArtifact.mutateAsync({ params: projectArgs, body: { ...fields, revision } }), PROJECT_MESSAGES.itemSaved),
    update: (artifact, { title, content, file, url }) =>
      writes.write(
        (revision) => writes.calls.updateArtifact.mutateAsync({ params: { ...projectArgs, artifactId: artifact._id }, body: { title, content, file, url, revision } }),
        PROJECT_MESSAGES.itemSaved,
      ),
    remove: (artifact) =>
      writes.write((revision) => writes.calls.removeArtifact.mutateAsync({ params: { ...projectArgs, artifactId: artifact._id }, query: { revision } }), PROJECT_MESSAGES.itemRemoved),
    move: (artifact, position) =>
      writes.write((revision) => writes.calls.updateArtifact.mutateAsync({ params: { ...projectArgs, artifactId: artifact._id }, body: { position, revision } }), PROJECT_MESSAGES.itemSaved),
  };
  const panelProps = { courseId, lessonId, pageId, componentId, projectId, answer: answer.data, component: component.data, writes, canEdit };

  return (
    <div className={`${pageClass('full')} lms-project-screen`} data-mode={mode}>
      <main className="lms-project-main">
        <AppLink to={componentPage} className="lms-project-back">
          Back to the projects
        </AppLink>
        <header className="lms-project-header">
          {renaming && canEdit ? (
            <TitleForm
              title={project.title}
              onDirty={markTitleDirty}
              onDone={() => setRenaming(false)}
              onSave={(title) => writes.write((revision) => writes.calls.updateProject.mutateAsync({ params: projectArgs, body: { title, revision } }), PROJECT_MESSAGES.titleChanged)}
            />
          ) : (
            <h1 className="lms-project-title">{project.title}</h1>
          )}
          <p className="lms-project-quiet">
            {readerMode === 'myProjectView' ? 'Your project' : `By ${project.user.label}`} · <span className="lms-project-status">{STATUS_LABELS[project.status]}</span>
            {readerMode === 'foreignProjectView' && ' · Read only'}
          </p>
          <CoverControls project={project} canEdit={canEdit} writes={writes} courseId={courseId}>
            {canEdit && !renaming && (
              <Button small onClick={() => setRenaming(true)}>
                Rename
              </Button>
            )}
          </CoverControls>
          <StatusActions
            courseId={courseId}
            answer={answer.data}
            component={component.data}
            writes={writes}
            dirty={dirty}
            editing={mode === 'edit'}
            onEditing={setEditing}
          />
          {readerMode === 'myProjectView' && project.locked && (
            <p className="lms-project-notice" role="note">
              {isHandedIn(project.status) ? 'Your project has been submitted: it cannot be changed unless your instructor reopens it.' : 'Your project is shared: unshare it to change it.'}
            </p>
          )}
        </header>
        {mode === 'edit' ? (
          <EditableArtifactList courseId={courseId} artifacts={project.current_version.artifacts} edits={edits} onDirty={markDirty} />
        ) : (
          <section aria-labelledby={itemsHeadingId}>
            <h2 id={itemsHeadingId} className="lms-project-section-title">
              Items
            </h2>
            <ArtifactList artifacts={project.current_version.artifacts} label={`Items of ${project.title}`} />
          </section>
        )}
      </main>
      <ProjectSidePanel {...panelProps} initialTab={searchFlag('commenting') ? 'comments' : undefined} />
      {leaveWarning}
    </div>
  );
}
