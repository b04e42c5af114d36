import { useEffect, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import type { ItemType } from '../../schemas/itemTypes.ts';
import { createQuestion, getQuestion, saveQuestion } from './authoringApi.ts';
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
  const [loaded, setLoaded] = useState<Loaded>(() => (isNew ? { state: 'ready', baseline: newQuestionForm(newType), mine: true } : { state: 'loading' }));
  const [form, setForm] = useState<QuestionForm | null>(() => (isNew ? newQuestionForm(newType) : null));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last save did, said in the editor's status line until the next edit.
  const [notice, setNotice] = useState(peekFlashNotice);
  // Where a save that moves the editor (a new Question, a copy) goes, once the saved form counts as clean (the screen goes).
  const [movingTo, setMovingTo] = useState<string | null>(null);

  useEffect(clearFlashNotice, []);

  useEffect(() => {
    if (isNew) return;
    let current = true;
    getQuestion(api, itemId).then(
      (item) => {
        if (!current) return;
        setLoaded({ state: 'ready', baseline: questionFormOf(item), mine: item.mine });
        setForm(questionFormOf(item));
      },
      (error: Error) => current && setLoaded({ state: 'failed', message: `${EDITOR_MESSAGES.loadFailed}: ${error.message}` }),
    );
    return () => {
      current = false;
    };
  }, [api, isNew, itemId]);

  const baseline = loaded.state === 'ready' ? loaded.baseline : null;
  const dirty = form !== null && baseline !== null && !sameQuestion(form, baseline);

  /** A save that lands at another address: what was sent is saved there. */
  const moveAfterSave = (sent: QuestionForm, path: string) => {
    setLoaded({ state: 'ready', baseline: sent, mine: true });
    setForm(sent);
    setMovingTo(path);
  };

  async function save() {
    if (form === null || baseline === null) return;
    setSaving(true);
    setNotice(null);
    try {
      const sent = form;
      if (isNew) {
        const created = await createQuestion(api, questionBody(sent));
        flashNotice(EDITOR_MESSAGES.created);
        return moveAfterSave(sent, questionPath(courseId, created._id));
      }
      const saved = await saveQuestion(api, itemId, questionBody(sent));
      if (saved.relocated) {
        flashNotice(EDITOR_MESSAGES.relocated);
        return moveAfterSave(sent, questionPath(courseId, saved.relocated.to));
      }
      const savedForm = questionFormOf(saved);
      setLoaded({ state: 'ready', baseline: savedForm, mine: saved.mine });
      // Edits made while the save was on its way stay (and stay unsaved).
      setForm((current) => (current === sent ? savedForm : current));
      setFailure(null);
      setNotice(EDITOR_MESSAGES.saved);
    } catch (error) {
      setFailure(saveFailureOf(error, EDITOR_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const update = (next: QuestionForm) => {
    setForm(next);
    setNotice(null);
  };

  return { isNew, loaded, form, update, baseline, dirty, failure, saving, notice, save, movingTo };
}
