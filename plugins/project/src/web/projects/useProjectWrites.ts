import { useCallback, useRef } from 'react';
import { ApiError, useNotify } from '@lms/sdk/web';
import { addArtifact, getProject, removeArtifact, updateArtifact, updateProject, updateVersion, type ProjectAnswer } from '../../calls/projectCalls.ts';
import type { ApiProject } from '../../schemas/projectTypes.ts';
import { ERROR_TIMEOUT, PROJECT_MESSAGES, SUCCESS_TIMEOUT } from './projectMessages.ts';
import { useCallCache, useCallMutation } from './projectServerData.ts';

/** saved: done; changed: refused as made on an older revision (the project was reloaded); failed: the server said no. */
export type WriteOutcome = 'saved' | 'changed' | 'failed';

/** The event after which project lists and the history are read again. */
export const PROJECT_CHANGED_EVENT = 'project.changed';

export interface ProjectWrites {
  /**
   * Runs a write made on the project's current revision; on success stores the
   * answered project and says `success`. A 409 `project-changed` reloads the
   * project and says so (the caller keeps what was typed); other failures
   * show the server's message for 5 s.
   */
  write(send: (revision: number) => Promise<ApiProject | { project: ApiProject }>, success: string): Promise<WriteOutcome>;
  calls: {
    updateProject: ReturnType<typeof useCallMutation<typeof updateProject>>;
    updateVersion: ReturnType<typeof useCallMutation<typeof updateVersion>>;
    addArtifact: ReturnType<typeof useCallMutation<typeof addArtifact>>;
    updateArtifact: ReturnType<typeof useCallMutation<typeof updateArtifact>>;
    removeArtifact: ReturnType<typeof useCallMutation<typeof removeArtifact>>;
  };
}

const isProject = (answer: ApiProject | { project: ApiProject }): answer is ApiProject => !('project' in answer);

/** Every write of the project screen, each naming the revision it was made on (part 2 §4; docs/architecture.md "Project revisions"). */
export function useProjectWrites(courseId: string, projectId: string): ProjectWrites {
  const notify = useNotify();
  const cache = useCallCache();
  const args = { params: { courseId, projectId } };
  const argsRef = useRef(args);
  argsRef.current = args;
  const options = { emits: [PROJECT_CHANGED_EVENT] } as const;
  const calls = {
    updateProject: useCallMutation(updateProject, options),
    updateVersion: useCallMutation(updateVersion, options),
    addArtifact: useCallMutation(addArtifact, options),
    updateArtifact: useCallMutation(updateArtifact, options),
    removeArtifact: useCallMutation(removeArtifact, options),
  };

  const write = useCallback<ProjectWrites['write']>(
    async (send, success) => {
      const current = cache.get(getProject, argsRef.current);
      if (!current) return 'failed';
      try {
        const answer = await send(current.project.revision);
        const project = isProject(answer) ? answer : answer.project;
        cache.set(getProject, argsRef.current, (was): ProjectAnswer | undefined => (was ? { ...was, project } : was));
        notify({ type: 'success', message: success, timeout: SUCCESS_TIMEOUT });
        return 'saved';
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && error.errno === 'project-changed') {
          await cache.invalidate(getProject, argsRef.current);
          await cache.emit(PROJECT_CHANGED_EVENT);
          notify({ type: 'warning', message: PROJECT_MESSAGES.changedElsewhere, timeout: ERROR_TIMEOUT });
          return 'changed';
        }
        notify({ type: 'error', message: error instanceof Error ? error.message : 'Could not save. Try again.', timeout: ERROR_TIMEOUT });
        return 'failed';
      }
    },
    [cache, notify],
  );

  return { write, calls };
}
