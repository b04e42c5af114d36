import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import type { ItemType } from '../../schemas/itemTypes.ts';
import { getItem, listItems } from '../../calls/itemCalls.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';
import { createQuestion, saveQuestion } from './authoringApi.ts';
import { saveFailureOf, type SaveFailure } from './fieldErrors.ts';
import { clearFlashNotice, flashNotice, peekFlashNotice } from './flashNotice.ts';
import { NEW_QUESTION, questionPath } from './questionPaths.ts';
import { newQuestionForm, questionBody, questionFormOf, sameQuestion, type QuestionForm } from './questionForm.ts';

export const EDITOR_MESSAGES = {
  created: 'Question created.',
  saved: 'Question saved.',
  relocated: 'This Question belongs to another author, so your changes were saved as a copy of your own.',
  saveFailed: 'Could not save the Question. Try again.',
  loadFailed: 'Could not load this Question',
} as const;

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; baseline: QuestionForm; mine: boolean };

/**
 * One Question being edited: loaded (or new, of `newType`), its working copy,
 * whether it differs from what is saved, and its save: a new Question and a
 * copy of someone else's (`relocated`) move to their own address.
 */
export function useQuestionEditor(courseId: string, itemId: string, newType: ItemType) {
  const api = useApi();
  const isNew = itemId === NEW_QUESTION;
  const question = useCallQuery(getItem, { params: { itemId } }, { enabled: !isNew });
  const stored = useMemo(() => question.data && { baseline: questionFormOf(question.data), mine: question.data.mine }, [question.data]);
  // What this editor saved last (or a new Question's blank form): it wins over the loaded Question.
  const [saved, setSaved] = useState<{ baseline: QuestionForm; mine: boolean } | null>(() => (isNew ? { baseline: newQuestionForm(newType), mine: true } : null));
  // The author's working copy; null until they edit (the form then shows the baseline).
  const [edited, setEdited] = useState<QuestionForm | null>(null);
  const { invalidate } = useCallCache();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save did, said in the editor's status line until the next edit.
  const [notice, setNotice] = useState(peekFlashNotice);
  // Where a save that moves the editor (a new Question, a copy) goes, once the saved form counts as clean (the screen goes).
  const [movingTo, setMovingTo] = useState<string | null>(null);

  useEffect(clearFlashNotice, []);

  const ready = saved ?? stored;
  let loaded: Loaded = { state: 'loading' };
  if (ready) loaded = { state: 'ready', ...ready };
  else if (question.error) loaded = { state: 'failed', message: `${EDITOR_MESSAGES.loadFailed}: ${question.error.message}` };
  const baseline = ready?.baseline ?? null;
  const form = edited ?? baseline;
  const dirty = form !== null && baseline !== null && !sameQuestion(form, baseline);

  /** A save that lands at another address: what was sent is saved there. */
  const moveAfterSave = (sent: QuestionForm, path: string) => {
    setSaved({ baseline: sent, mine: true });
    setEdited(sent);
    setMovingTo(path);
  };

  async function save() {
    if (form === null || baseline === null) return;
    setSaving(true);
    setNotice(null);
    try {
      const sent = form;
      // The Question lists and pickers show what was saved next time they are on screen.
      const listsChanged = () => void invalidate(listItems);
      if (isNew) {
        const created = await createQuestion(api, questionBody(sent));
        listsChanged();
        flashNotice(EDITOR_MESSAGES.created);
        return moveAfterSave(sent, questionPath(courseId, created._id));
      }
      const answer = await saveQuestion(api, itemId, questionBody(sent));
      listsChanged();
      if (answer.relocated) {
        flashNotice(EDITOR_MESSAGES.relocated);
        return moveAfterSave(sent, questionPath(courseId, answer.relocated.to));
      }
      const savedForm = questionFormOf(answer);
      setSaved({ baseline: savedForm, mine: answer.mine });
      // Edits made while the save was on its way stay (and stay unsaved).
      setEdited((current) => (current === null || current === sent ? savedForm : current));
      setFailure(null);
      setNotice(EDITOR_MESSAGES.saved);
    } catch (error) {
      setFailure(saveFailureOf(error, EDITOR_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const update = (next: QuestionForm) => {
    setEdited(next);
    setNotice(null);
  };

  return { isNew, loaded, form, update, baseline, dirty, failure, saving, notice, save, movingTo };
}
