import { useState } from 'react';
import { ApiError, Button, FileField, FormField, TextAreaField, useUnsavedChangesWarning } from '@lms/sdk/web';
import { saveOwnCards } from '../calls/progressCalls.ts';
import type { OwnCard } from '../schemas/ownCards.ts';
import { newCardId } from './newCardId.ts';
import { useCallMutation } from './serverData.ts';
import { useCsvImport } from './useCsvImport.ts';

interface OwnCardsEditorProps {
  courseId: string;
  componentId: string;
  cards: OwnCard[];
}

/** Part 2 §6: a student's own editable cards on a deck, text on both sides, typed or imported from CSV. */
export function OwnCardsEditor({ courseId, componentId, cards }: OwnCardsEditorProps) {
  const [draft, setDraft] = useState<OwnCard[] | null>(null);
  const save = useCallMutation(saveOwnCards, { emits: ['flashcards.own-cards-changed'] });
  const editing = draft ?? cards;
  const dirty = draft !== null;
  const warning = useUnsavedChangesWarning(dirty);
  const importCsv = useCsvImport((imported) => setDraft([...editing, ...imported.map(({ _id, frontText, backText }) => ({ _id, frontText, backText }))]));
  const update = (index: number, change: Partial<OwnCard>) => setDraft(editing.map((card, position) => (position === index ? { ...card, ...change } : card)));

  return (
    <details className="lms-flashcards__own" open={cards.length === 0}>
      <summary>Edit my cards ({cards.length})</summary>
      {warning}
      <ol className="lms-flashcards__own-list">
        {editing.map((card, index) => (
          <li key={card._id}>
            <FormField label={`Card ${index + 1} front`} value={card.frontText} onChange={(frontText) => update(index, { frontText })} />
            <TextAreaField label={`Card ${index + 1} back`} value={card.backText} onChange={(backText) => update(index, { backText })} />
            <Button variant="quiet" small onClick={() => setDraft(editing.filter((_, position) => position !== index))}>
              Remove card {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="lms-flashcards__tools">
        <Button variant="secondary" small onClick={() => setDraft([...editing, { _id: newCardId(), frontText: '', backText: '' }])}>
          Add a card
        </Button>
        <Button
          variant="primary"
          small
          disabled={!dirty || save.isPending}
          onClick={() =>
            save.mutate(
              { body: { value: editing, component_id: componentId, course_id: courseId } },
              { onSuccess: () => setDraft(null) },
            )
          }
        >
          {save.isPending ? 'Saving…' : 'Save my cards'}
        </Button>
      </div>
      {save.error && <p role="alert">{(save.error instanceof ApiError ? save.error.fields[0]?.message : undefined) ?? save.error.message}</p>}
      <FileField label="Import cards from a CSV file" accept=".csv" status="Columns: front text, back text (media columns are for course decks)." onFile={(file) => void importCsv(file)} />
    </details>
  );
}

