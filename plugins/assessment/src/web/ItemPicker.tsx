import { useState } from 'react';
import { Field, VISUALLY_HIDDEN_CLASS, withoutItem } from '@lms/sdk/web';
import type { AssessmentItemEntry } from '../schemas/assessmentConfig.ts';
import { MAX_POINTS } from '../schemas/itemBody.ts';
import type { ApiItemSummary } from '../schemas/itemTypes.ts';
import { useBankItems } from './useBankItems.ts';

interface ItemPickerProps {
  courseId: string;
  items: AssessmentItemEntry[];
  onChange(items: AssessmentItemEntry[]): void;
  error?: string;
}

const name = (item: ApiItemSummary) => (item.title ? `${item.reference} — ${item.title}` : item.reference);

/** The assessment's Questions, each worth its points here, and a choice of the author's bank items to add by reference. */
export function ItemPicker({ courseId, items, onChange, error }: ItemPickerProps) {
  const bank = useBankItems(courseId);
  const [chosen, setChosen] = useState('');
  const known = bank.state === 'loaded' ? bank.items : [];
  const label = (id: string) => {
    const item = known.find((candidate) => candidate._id === id);
    return item ? name(item) : bank.state === 'loading' ? 'Loading…' : 'A Question you cannot see';
  };
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
              <button type="button" className="lms-assessment-button" onClick={() => onChange(withoutItem(items, index))}>
                Remove <span className={VISUALLY_HIDDEN_CLASS}>{label(entry.id)}</span>
              </button>
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
                    {name(item)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" className="lms-assessment-button" onClick={add} disabled={chosen === ''}>
            Add
          </button>
        </div>
      )}
    </fieldset>
  );
}
