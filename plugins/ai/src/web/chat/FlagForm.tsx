import { useId, useState } from 'react';
import { Button } from '@lms/sdk/web';
import { FLAG_REASON_MAX_LENGTH } from '../../calls/aiRules.ts';

/** Why an answer is wrong (optional), sent with the flag. */
export function FlagForm({ onSend, onCancel }: { onSend(reason: string): Promise<unknown>; onCancel(): void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSend(reason.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The flag could not be sent.');
      setBusy(false);
    }
  };
  return (
    <div className="lms-ai-flag-form">
      <label htmlFor={id}>What is wrong with this answer? (optional)</label>
      <textarea id={id} rows={2} maxLength={FLAG_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
      {error && <p role="alert" className="lms-field-error">{error}</p>}
      <div className="lms-ai-actions">
        <Button variant="primary" small onClick={send} disabled={busy}>
          Send flag
        </Button>
        <Button small onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
