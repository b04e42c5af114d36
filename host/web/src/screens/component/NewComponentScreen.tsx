import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Puzzle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ApiError, type ApiComponent, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import type { ComponentTypeChoice } from '@lms/sdk/web';
import { courseLoadMessages } from '../../course/courseLoadMessages.ts';
import { courseQueries } from '../../course/courseQueries.ts';
import { componentEditPath } from '../../course/contentPaths.ts';
import { isSessionLoss, UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import '../screens.css';
import './componentEditing.css';

/** /{courseId}/{lessonId}/{pageId}/new: choose a component type; the new component opens in its editor. */
export function NewComponentScreen({ params }: ScreenProps) {
  useDocumentTitle('Add component');
  const courseId = params.courseId!;
  const lessonId = params.lessonId!;
  const pageId = params.pageId!;
  const { api, queryClient, notifications } = useShell();
  const navigate = useNavigate();
  const types = useQuery(courseQueries.componentTypes(api, courseId));
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const [creating, setCreating] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const create = async (choice: ComponentTypeChoice) => {
    setCreating(choice.type);
    setFailure(undefined);
    try {
      const created = await api.post<ApiComponent>(`components/${courseId}/${lessonId}/${pageId}/new/`, { type: choice.type });
      await queryClient.invalidateQueries({ queryKey: courseQueries.page(api, courseId, lessonId, pageId).queryKey });
      await navigate(componentEditPath(courseId, lessonId, pageId, created._id));
      notifications.show({ type: 'success', message: 'Component added' });
    } catch (error) {
      // Page rules (one board per page, at most 2 contents...) come back as the server's own message.
      if (!isSessionLoss(error)) setFailure(error instanceof ApiError ? error.message : UNKNOWN_ERROR);
      setCreating(undefined);
    }
  };

  if (types.isPending) return <LoadingState label="Loading the component types…" />;
  if (types.isError) return <LoadError error={types.error} title="Add component" messages={courseLoadMessages('course')} />;
  return (
    <div className="screen">
      {page.data && (
        <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={'Add component'} />
      )}
      <h1>Add component</h1>
      <p className="screen-subtitle">Choose the type of component to add to this page.</p>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      {types.data.length === 0 ? (
        <p className="empty-state">No component types are installed.</p>
      ) : (
        <ul className="type-grid">
          {types.data.map((choice) => (
            <li key={choice.type}>
              <button type="button" className="type-card" disabled={creating !== undefined} onClick={() => void create(choice)}>
                <Puzzle aria-hidden="true" size={22} />
                <span>{creating === choice.type ? `Adding ${choice.title}…` : choice.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
