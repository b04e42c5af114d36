import { useRealtime } from '@lms/sdk/web';
import { getProject } from '../../calls/projectCalls.ts';
import { PROJECT_EVENTS, type ProjectChangedEvent } from '../../schemas/projectTypes.ts';
import { useCallCache } from './projectServerData.ts';
import { PROJECT_CHANGED_EVENT } from './useProjectWrites.ts';

/**
 * The project's live room ("project:join"): a change made elsewhere (another
 * tab, a professor's reopen, a grade) reloads the project, so the next write
 * names the newest revision. Open forms keep what was typed in them.
 */
export function useProjectLive(courseId: string, projectId: string, onDeleted: () => void) {
  const cache = useCallCache();
  const args = { params: { courseId, projectId } };
  const reload = () => {
    void cache.invalidate(getProject, args);
    void cache.emit(PROJECT_CHANGED_EVENT);
  };
  useRealtime({
    plugin: 'project',
    join: { event: 'join', payload: { courseId, projectId } },
    onEvent(event, payload) {
      if (event === PROJECT_EVENTS.deleted) return onDeleted();
      if (event !== PROJECT_EVENTS.changed) return;
      const { revision } = payload as ProjectChangedEvent;
      // Our own writes answer the new revision before the event arrives: nothing to read again then.
      if ((cache.get(getProject, args)?.project.revision ?? 0) < revision) reload();
    },
    onReconnect: reload,
  });
}
