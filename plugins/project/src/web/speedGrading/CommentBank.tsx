import { useId, useState } from 'react';
import { ApiError, Button, TextAreaField, useNotify } from '@lms/sdk/web';
import { addCommentBankEntry, listCommentBank, removeCommentBankEntry } from '../../calls/speedGradingCalls.ts';
import { useCallCache, useCallMutation, useCallQuery } from './serverData.ts';

export interface CommentBankProps {
  courseId: string;
  /** Puts a banked comment into the feedback being written. */
  onInsert(text: string): void;
}

const failure = (error: unknown) => (error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : 'Connection error. Try again later.');

/** The course's reusable feedback comments: insert one into the feedback, add one, remove one. */
export function CommentBank({ courseId, onInsert }: CommentBankProps) {
  const headingId = useId();
  const notify = useNotify();
  const cache = useCallCache();
  const args = { params: { courseId } };
  const bank = useCallQuery(listCommentBank, args);
  const reload = () => cache.invalidate(listCommentBank, args);
  const add = useCallMutation(addCommentBankEntry, { onSuccess: reload });
  const remove = useCallMutation(removeCommentBankEntry, { onSuccess: reload });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const save = () => {
    if (text.trim() === '') return setProblem('Write the comment (at most 5000 characters).');
    setProblem(undefined);
    add.mutate({ params: { courseId }, body: { text: text.trim() } }, { onSuccess: () => setText(''), onError: (error) => setProblem(failure(error)) });
  };

  return (
    <section aria-labelledby={headingId} className="lms-sg-bank">
      <h4 id={headingId}>Comment bank</h4>
      {bank.isPending ? (
        <p role="status">Loading…</p>
      ) : bank.error ? (
        <p role="alert">{failure(bank.error)}</p>
      ) : bank.data.length === 0 ? (
        <p className="lms-sg-hint">No comments in the bank yet.</p>
      ) : (
        <ul className="lms-sg-bank__list">
          {bank.data.map((entry) => (
            <li key={entry._id} className="lms-sg-bank__entry">
              <span className="lms-sg-bank__text">{entry.text}</span>
              <span className="lms-sg-bank__actions">
                <Button small variant="secondary" aria-label={`Insert: ${entry.text}`} onClick={() => onInsert(entry.text)}>
                  Insert
                </Button>
                <Button
                  small
                  variant="quiet"
                  aria-label={`Remove from the bank: ${entry.text}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ params: { courseId, entryId: entry._id } }, { onError: (error) => notify({ type: 'error', message: failure(error), timeout: 4000 }) })}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <TextAreaField label="New comment for the bank" rows={2} maxLength={5000} value={text} onChange={setText} error={problem} />
      <Button small variant="secondary" disabled={add.isPending} onClick={save}>
        Add to the bank
      </Button>
    </section>
  );
}
