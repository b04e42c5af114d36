import { useEffect, useRef, useState } from 'react';
import { Button, FormField, Modal, useNotify, type MediaFile } from '@lms/sdk/web';
import { ACCEPTED_EXTENSIONS } from '../../rules/projectArtifacts.ts';
import { OwnUploadPicker } from '../artifacts/OwnUploadPicker.tsx';
import { createProject } from '../../calls/projectCalls.ts';
import type { ApiProject } from '../../schemas/projectTypes.ts';
import { ERROR_TIMEOUT } from './projectMessages.ts';
import type { ComponentPlace } from './projectPaths.ts';
import { useCallMutation } from './projectServerData.ts';
import { PROJECT_CHANGED_EVENT } from './useProjectWrites.ts';

/** Part 2 §4 "Create project: step 1 to 4 with a loading state". */
export type CreateStep = 'title' | 'image' | 'save' | 'done';
const STEPS: readonly CreateStep[] = ['title', 'image', 'save', 'done'];
const STEP_NAMES: Readonly<Record<CreateStep, string>> = { title: 'Title', image: 'Image', save: 'Save', done: 'Done' };

interface CreateProjectModalProps {
  place: ComponentPlace;
  onClose(): void;
  /** Opens the new project's screen. */
  onOpen(project: ApiProject): void;
}

/** The 4-step create-project modal: title, an optional cover image, save (with its loading state), done. A failed save shows the server's error and closes. */
export function CreateProjectModal({ place, onClose, onOpen }: CreateProjectModalProps) {
  const notify = useNotify();
  const [step, setStep] = useState<CreateStep>('title');
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [image, setImage] = useState<MediaFile | null>(null);
  const [created, setCreated] = useState<ApiProject | null>(null);
  const create = useCallMutation(createProject, { emits: [PROJECT_CHANGED_EVENT] });
  const saving = create.isPending;
  const stepLine = useRef<HTMLParagraphElement>(null);
  // Each step replaces the buttons: the focus goes to the step's line, not to the page behind.
  useEffect(() => {
    if (step !== 'title') stepLine.current?.focus();
  }, [step]);

  const toImage = () => {
    if (!title.trim()) return setTitleError('Give the project a title.');
    setTitleError(undefined);
    setStep('image');
  };

  const save = async () => {
    setStep('save');
    try {
      const answer = await create.mutateAsync({
        params: { courseId: place.courseId },
        body: { title: title.trim(), image: image?._id ?? null, component_id: place.componentId, course_id: place.courseId, lesson_id: place.lessonId, page_id: place.pageId },
      });
      setCreated(answer.project);
      setStep('done');
    } catch (error) {
      notify({ type: 'error', message: error instanceof Error ? error.message : 'Could not create the project.', timeout: ERROR_TIMEOUT });
      onClose();
    }
  };

  const stepNumber = STEPS.indexOf(step) + 1;
  const actions = {
    title: (
      <>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={toImage}>
          Next
        </Button>
      </>
    ),
    image: (
      <>
        <Button onClick={() => setStep('title')}>Back</Button>
        <Button variant="primary" onClick={() => void save()}>
          {image ? 'Create project' : 'Create without an image'}
        </Button>
      </>
    ),
    save: (
      <Button variant="primary" disabled>
        Saving…
      </Button>
    ),
    done: (
      <>
        <Button onClick={onClose}>Close</Button>
        <Button variant="primary" onClick={() => created && onOpen(created)}>
          Open the project
        </Button>
      </>
    ),
  }[step];

  return (
    <Modal title="Create project" size="wide" onClose={() => (saving ? undefined : onClose())} actions={actions} initialFocus={step === 'title' ? 'input' : undefined}>
      <p ref={stepLine} tabIndex={-1} className="lms-project-steps">
        Step {stepNumber} of 4: {STEP_NAMES[step]}
      </p>
      {step === 'title' && (
        <FormField label="Project title" value={title} onChange={setTitle} error={titleError} maxLength={200} onKeyDown={(event) => event.key === 'Enter' && toImage()} />
      )}
      {step === 'image' && (
        <>
          <p>Choose a cover image for “{title.trim()}”, or go on without one (you can add it later).</p>
          {image && (
            <p className="lms-project-chosen">
              <img src={image.thumbnail_url ?? image.url} alt="" className="lms-project-chosen__image" /> Chosen: {image.display_name}{' '}
              <Button small variant="quiet" onClick={() => setImage(null)}>
                Remove the image
              </Button>
            </p>
          )}
          <OwnUploadPicker courseId={place.courseId} extensions={ACCEPTED_EXTENSIONS.image} onPick={setImage} />
        </>
      )}
      {step === 'save' && (
        <p role="status" className="lms-project-saving">
          Creating your project…
        </p>
      )}
      {step === 'done' && <p role="status">Your project “{created?.title}” has been created. Open it to add items.</p>}
    </Modal>
  );
}
