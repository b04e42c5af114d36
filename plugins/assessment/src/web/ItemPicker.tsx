import { useState } from 'react';
import { AppLink, Field, VISUALLY_HIDDEN_CLASS, withItemMoved, withoutItem, Button } from '@lms/sdk/web';
import type { AssessmentItemEntry } from '../schemas/assessmentConfig.ts';
import { MAX_POINTS } from '../schemas/itemBody.ts';
import { itemLabel, itemName } from './editor/itemLabels.ts';
import type { BankItems } from './useBankItems.ts';

interface ItemPickerProps {
  courseId: string;
  items: AssessmentItemEntry[];
  onChange(items: AssessmentItemEntry[]): void;
  /** The author's bank items and those shared with the course. */
  bank: BankItems;
  error?: string;
}

/**
 * The assessment's Questions in their order, each worth its points here:
 * added from the author's bank by reference, moved, removed; the bank itself
 * is managed on the course's Questions screen.
 */
export function ItemPicker({ courseId, items, onChange, bank, error }: ItemPickerProps) {
  const [chosen, setChosen] = useState('');
  const known = bank.state === 'loaded' ? bank.items : [];
  const label = (id: string) => itemLabel(bank, id);
  const available = known.filter((item) => !items.some((entry) => entry.id === item._id));
  const add = () => {
    const item = known.find((candidate) => candidate._id === chosen);
    if (!item) return;
    onChange([...items, { id: item._id, points: item.points }]);
    setChosen('');
  };
  const setPoints = (index: number, points: string) => onChange(items.map((entry, at) => (at === index ? { ...entry, points: points === '' ? 0 : Number(points) } : entry)));

  return (
    <fieldset className="lms-assessment-items">
      <legend>Questions</legend>
      {error && (
        <p className="lms-field-error" role="alert">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="lms-assessment-muted">No Questions yet.</p>
      ) : (
        <ol>
          {items.map((entry, index) => (
            <li key={entry.id}>
              <span>{label(entry.id)}</span>
              <input
                type="number"
                min={0}
                max={MAX_POINTS}
                step="any"
                aria-label={`Points for ${label(entry.id)}`}
                value={String(entry.points)}
                onChange={(event) => setPoints(index, event.target.value)}
              />
              <Button variant="secondary" disabled={index === 0} onClick={() => onChange(withItemMoved(items, index, index - 1))}>
                Move up <span className={VISUALLY_HIDDEN_CLASS}>{label(entry.id)}</span>
              </Button>
              <Button variant="secondary" disabled={index === items.length - 1} onClick={() => onChange(withItemMoved(items, index, index + 1))}>
                Move down <span className={VISUALLY_HIDDEN_CLASS}>{label(entry.id)}</span>
              </Button>
              <Button variant="secondary" onClick={() => onChange(withoutItem(items, index))}>
                Remove <span className={VISUALLY_HIDDEN_CLASS}>{label(entry.id)}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {bank.state === 'failed' ? (
        <p className="lms-field-error" role="alert">
          Could not load your Questions: {bank.message}
        </p>
      ) : (
        <div className="lms-assessment-add">
          <Field label="Add a Question" hint={bank.state === 'loaded' && known.length === 0 ? 'Your item bank has no Questions yet.' : undefined}>
            {(control) => (
              <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={available.length === 0}>
                <option value="">Choose by reference…</option>
                {available.map((item) => (
                  <option key={item._id} value={item._id}>
                    {itemName(item)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button variant="secondary" onClick={add} disabled={chosen === ''}>
            Add
          </Button>
        </div>
      )}
      <p className="lms-assessment-muted">
        Write, import and tag Questions in the course's item bank: <AppLink to={`/${courseId}/questions`}>Manage Questions</AppLink>
      </p>
    </fieldset>
  );
}
