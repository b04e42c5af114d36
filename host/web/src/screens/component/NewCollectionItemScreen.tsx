import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, type ComponentTypeChoice, type ScreenProps, FormField, buttonClass } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { componentEditPath, lessonPath } from '../../course/contentPaths.ts';
import { isSessionLoss, UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { TITLE_REQUIRED } from '../authoring/authoringMessages.ts';
import { ComponentTypeChooser } from './ComponentTypeChooser.tsx';
import '../screens.css';
import './componentEditing.css';
import { createComponent, createPage, removePages } from '@lms/sdk/calls';

/**
 * /{courseId}/{lessonId}/new/edit (the spec's //new/edit) (part 2 §2 "adding a new item to a
 * collection"): a new page in the lesson holding one new component of the
 * chosen type; the component opens in its editor. If the component cannot be
 * made, the page is removed again, so nothing half-made stays.
 */
export function NewCollectionItemScreen({ params }: ScreenProps<'collection.new'>) {
  useDocumentTitle('New page');
  const courseId = params.courseId;
  const lessonId = params.lessonId;
  const { api, queryClient, notifications } = useShell();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [creating, setCreating] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const create = async (choice: ComponentTypeChoice) => {
    if (title.trim() === '') return setTitleError(TITLE_REQUIRED);
    setTitleError(undefined);
    setFailure(undefined);
    setCreating(choice.type);
    let pageId: string | undefined;
    try {
      const newPageId = (await api.call(createPage, { params: { courseId, lessonId }, body: { title: title.trim() } })).new_page._id;
      pageId = newPageId;
      const component = await api.call(createComponent, { params: { courseId, lessonId, pageId: newPageId }, body: { type: choice.type } });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
      await navigate(componentEditPath(courseId, lessonId, newPageId, component._id));
      notifications.show({ type: 'success', message: 'Component added' });
    } catch (error) {
      if (pageId) await api.call(removePages, { params: { courseId, lessonId }, body: { ids: [pageId] } }).catch(() => undefined);
      if (!isSessionLoss(error)) setFailure(error instanceof ApiError ? error.message : UNKNOWN_ERROR);
      setCreating(undefined);
    }
  };

  return (
    <div className="screen">
      <h1>New page</h1>
      <p className="screen-subtitle">Name the page, then choose the type of its first component.</p>
      <div className="new-item-form">
        <FormField id="new-item-title" label="Page title" value={title} onChange={setTitle} error={titleError} />
      </div>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <ComponentTypeChooser courseId={courseId} creating={creating} onChoose={(choice) => void create(choice)} />
      <p>
        <Link className={buttonClass({ variant: 'secondary' })} to={lessonPath(courseId, lessonId, 'edit')}>
          Back to the lesson
        </Link>
      </p>
    </div>
  );
}
