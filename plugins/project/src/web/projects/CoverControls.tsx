import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@lms/sdk/web';
import { ACCEPTED_EXTENSIONS } from '../../rules/projectArtifacts.ts';
import { OwnUploadPicker } from '../artifacts/OwnUploadPicker.tsx';
import type { ApiProject } from '../../schemas/projectTypes.ts';
import { PROJECT_MESSAGES } from './projectMessages.ts';
import type { ProjectWrites } from './useProjectWrites.ts';

interface CoverControlsProps {
  courseId: string;
  project: ApiProject;
  canEdit: boolean;
  writes: ProjectWrites;
  /** More owner buttons in the same row (rename). */
  children?: ReactNode;
}

/** The project's cover image and, for its owner while editable, changing it (the course's image library) or removing it. */
export function CoverControls({ courseId, project, canEdit, writes, children }: CoverControlsProps) {
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const setCover = async (image: string | null) => {
    setBusy(true);
    const outcome = await writes.write(
      (revision) => writes.calls.updateProject.mutateAsync({ params: { courseId, projectId: project._id }, body: { image, revision } }),
      image ? PROJECT_MESSAGES.coverSaved : PROJECT_MESSAGES.coverRemoved,
    );
    setBusy(false);
    if (outcome !== 'failed') setChoosing(false);
  };
  return (
    <div className="lms-project-cover">
      {project.image && <img className="lms-project-cover__image" src={project.image.thumbnailUrl} alt={`Cover of ${project.title}`} />}
      {canEdit && (
        <div className="lms-project-actions">
          {children}
          <Button small onClick={() => setChoosing(true)}>
            {project.image ? 'Change cover' : 'Add cover'}
          </Button>
          {project.image && (
            <Button small disabled={busy} onClick={() => void setCover(null)}>
              Remove cover
            </Button>
          )}
        </div>
      )}
      {choosing && (
        <Modal
          title="Project cover"
          size="wide"
          onClose={() => setChoosing(false)}
          actions={
            <Button disabled={busy} onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          }
        >
          {busy && <p role="status">Saving the cover…</p>}
          <OwnUploadPicker courseId={courseId} extensions={ACCEPTED_EXTENSIONS.image} onPick={(file) => void setCover(file._id)} />
        </Modal>
      )}
    </div>
  );
}
