import { useState, type FormEvent } from 'react';
import { Field, useAppNavigate, Button } from '@lms/sdk/web';
import { ITEM_TYPES, type ItemType } from '../../../schemas/itemTypes.ts';
import { ITEM_TYPE_LABELS } from '../itemTypeLabels.ts';
import { newQuestionPath } from '../questionPaths.ts';

/** A new Question: its type first, then its editor. */
export function NewQuestionForm({ courseId }: { courseId: string }) {
  const navigate = useAppNavigate();
  const [type, setType] = useState<ItemType>('single_choice');
  const start = (event: FormEvent) => {
    event.preventDefault();
    navigate(newQuestionPath(courseId, type));
  };
  return (
    <form className="lms-authoring-new" onSubmit={start} aria-label="New Question">
      <Field label="Type of the new Question" layout="inline">
        {(control) => (
          <select {...control} value={type} onChange={(event) => setType(event.target.value as ItemType)}>
            {ITEM_TYPES.map((choice) => (
              <option key={choice} value={choice}>
                {ITEM_TYPE_LABELS[choice]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="primary">
        New Question
      </Button>
    </form>
  );
}
