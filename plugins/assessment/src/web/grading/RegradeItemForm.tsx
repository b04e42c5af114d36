import { useId, useState, type FormEvent } from 'react';
import { Field, FormField, Button } from '@lms/sdk/web';
import type { BankItems } from '../useBankItems.ts';
import { GRADING_OWN_MESSAGES } from './gradingMessages.ts';
import type { GradingCalls } from './gradingApi.ts';
import type { GradingItem } from '../../calls/gradingCalls.ts';
import { StatusMessage, type Outcome } from './StatusMessage.tsx';
import { failureText } from './useLoadedCall.ts';

interface RegradeItemFormProps {
  calls: Pick<GradingCalls, 'regradeItem'>;
  item: GradingItem;
  /** The caller's bank: the Question's reference, and their items to copy from. */
  bank: BankItems;
  onRegraded(): void;
}

/**
 * Part 2 §7 `regrade/{courseId}/{id}`: every submitted attempt takes the right
 * answers and points of a corrected copy (one of the caller's Questions) for
 * this Question, and is scored again.
 */
export function RegradeItemForm({ calls, item, bank, onRegraded }: RegradeItemFormProps) {
  const headingId = useId();
  const items = bank.state === 'loaded' ? bank.items : [];
  const [typedTarget, setTypedTarget] = useState<string | null>(null);
  const [copy, setCopy] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const target = typedTarget ?? items.find((candidate) => candidate._id === item.id)?.reference ?? '';
  const copies = items.filter((candidate) => candidate.mine && candidate._id !== item.id);

  const regrade = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const { changed } = await calls.regradeItem(target.trim(), copy);
      setOutcome({ failed: false, message: GRADING_OWN_MESSAGES.regraded(changed) });
      onRegraded();
    } catch (error) {
      setOutcome({ failed: true, message: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="lms-grading-section">
      <h2 id={headingId}>Regrade this Question across all attempts</h2>
      <p className="lms-grading-muted">Every submitted attempt takes the right answers and points of the corrected copy for this Question, and is scored again.</p>
      <form onSubmit={regrade} aria-labelledby={headingId} className="lms-grading-form">
        <FormField label="Reference of this Question" value={target} onChange={setTypedTarget} required />
        <Field label="Corrected copy" error={bank.state === 'failed' ? bank.message : undefined}>
          {(control) => (
            <select {...control} value={copy} required onChange={(event) => setCopy(event.target.value)}>
              <option value="">{bank.state === 'loading' ? 'Loading your Questions…' : 'Choose one of your Questions'}</option>
              {copies.map((candidate) => (
                <option key={candidate._id} value={candidate.reference}>
                  {candidate.title ? `${candidate.reference} — ${candidate.title}` : candidate.reference}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="lms-grading-actions">
          <Button type="submit" variant="primary" disabled={busy || target.trim() === '' || copy === ''}>
            Regrade this Question across all attempts
          </Button>
        </div>
      </form>
      <StatusMessage outcome={outcome} />
    </section>
  );
}
