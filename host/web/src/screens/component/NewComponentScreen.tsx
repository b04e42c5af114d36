import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, type ComponentTypeChoice, type ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { componentEditPath } from '../../course/contentPaths.ts';
import { isSessionLoss, UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { PAGE_SLOTS, type PageSlot } from '../authoring/pageSlots.ts';
import { ComponentTypeChooser } from './ComponentTypeChooser.tsx';
import '../screens.css';
import './componentEditing.css';
import { createComponent } from '@lms/sdk/calls';

/**
 * /{courseId}/{lessonId}/{pageId}/new and .../new/edit (the component editor
 * with id "new"): choose where on the page and the type (its defaults are the
 * template); the new component opens in its editor.
 */
export function NewComponentScreen({ params }: ScreenProps<'component.new'>) {
  useDocumentTitle('Add component');
  const courseId = params.courseId;
  const lessonId = params.lessonId;
  const pageId = params.pageId;
  const { api, queryClient, notifications } = useShell();
  const navigate = useNavigate();
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  const [slot, setSlot] = useState<PageSlot>('contents');
  const [creating, setCreating] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const create = async (choice: ComponentTypeChoice) => {
    setCreating(choice.type);
    setFailure(undefined);
    try {
      const created = await api.call(createComponent, { params: { courseId, lessonId, pageId }, body: { type: choice.type, slot } });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(courseId) });
      await navigate(componentEditPath(courseId, lessonId, pageId, created._id));
      notifications.show({ type: 'success', message: 'Component added' });
    } catch (error) {
      // Page rules (one board per page, at most 2 contents...) come back as the server's own message.
      if (!isSessionLoss(error)) setFailure(error instanceof ApiError ? error.message : UNKNOWN_ERROR);
      setCreating(undefined);
    }
  };

  return (
    <div className="screen">
      {page.data && <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={'Add component'} />}
      <h1>Add component</h1>
      <p className="screen-subtitle">Choose where the component goes and its type.</p>
      <fieldset className="slot-choice">
        <legend>Add to</legend>
        {PAGE_SLOTS.map((choice) => (
          <label key={choice.slot} className="slot-choice__option">
            <input type="radio" name="slot" value={choice.slot} checked={slot === choice.slot} onChange={() => setSlot(choice.slot)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <ComponentTypeChooser courseId={courseId} creating={creating} onChoose={(choice) => void create(choice)} />
    </div>
  );
}
