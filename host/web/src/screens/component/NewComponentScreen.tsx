import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentTypeChoice, ScreenProps } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { PageCrumbs } from '../../course/PageCrumbs.tsx';
import { courseQueries } from '../../course/courseQueries.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { PAGE_SLOTS, type PageSlot } from '../authoring/pageSlots.ts';
import { ComponentEditForm } from './ComponentEditForm.tsx';
import { unsavedComponent } from './componentDraft.ts';
import { ComponentTypeChooser } from './ComponentTypeChooser.tsx';
import '../screens.css';
import './componentEditing.css';

/**
 * /{courseId}/{lessonId}/{pageId}/new and .../new/edit (the component editor
 * with id "new"): choose where on the page and the type; the type's editor
 * opens on its defaults, and the component is created when the author saves
 * it (leaving before stores nothing).
 */
export function NewComponentScreen({ params }: ScreenProps<'component.new'>) {
  const { courseId, lessonId, pageId } = params;
  const [slot, setSlot] = useState<PageSlot>('contents');
  const [choice, setChoice] = useState<ComponentTypeChoice>();
  if (choice) {
    return (
      <ComponentEditForm
        key={choice.type}
        component={unsavedComponent(choice, courseId)}
        courseId={courseId}
        lessonId={lessonId}
        pageId={pageId}
        adding={{ slot, typeTitle: choice.title, onChooseAnother: () => setChoice(undefined) }}
      />
    );
  }
  return <TypeChoice courseId={courseId} lessonId={lessonId} pageId={pageId} slot={slot} onSlot={setSlot} onChoose={setChoice} />;
}

interface TypeChoiceProps {
  courseId: string;
  lessonId: string;
  pageId: string;
  slot: PageSlot;
  onSlot(slot: PageSlot): void;
  onChoose(choice: ComponentTypeChoice): void;
}

function TypeChoice({ courseId, lessonId, pageId, slot, onSlot, onChoose }: TypeChoiceProps) {
  useDocumentTitle('Add component');
  const { api } = useShell();
  const page = useQuery(courseQueries.page(api, courseId, lessonId, pageId));
  return (
    <div className="screen">
      {page.data && <PageCrumbs page={page.data} courseId={courseId} lessonId={lessonId} pageId={pageId} mode={'edit'} current={'Add component'} />}
      <h1>Add component</h1>
      <p className="screen-subtitle">Choose where the component goes and its type.</p>
      <fieldset className="slot-choice">
        <legend>Add to</legend>
        {PAGE_SLOTS.map((choice) => (
          <label key={choice.slot} className="slot-choice__option">
            <input type="radio" name="slot" value={choice.slot} checked={slot === choice.slot} onChange={() => onSlot(choice.slot)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <ComponentTypeChooser courseId={courseId} onChoose={onChoose} />
    </div>
  );
}
