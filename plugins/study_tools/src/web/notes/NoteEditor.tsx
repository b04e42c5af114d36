import { TextAreaField, useApi } from '@lms/sdk/web';
import { getPageNote, NOTE_MAX_LENGTH, savePageNote, type PageNote } from '../../calls/noteCalls.ts';
import { NOTES_CHANGED, useCallCache } from '../serverData.ts';
import { NoteSaveStatus } from './NoteSaveStatus.tsx';
import { useNoteAutosave } from './useNoteAutosave.ts';

interface NoteEditorProps {
  courseId: string;
  lessonId: string;
  pageId: string;
  saved: PageNote;
}

/** The caller's note on one page, saved as they type (mount it with `key={pageId}`: a new page is a new editor). */
export function NoteEditor({ courseId, lessonId, pageId, saved }: NoteEditorProps) {
  const api = useApi();
  const cache = useCallCache();
  const params = { courseId, lessonId, pageId };
  const { text, setText: type, state, saveNow } = useNoteAutosave(saved.text, async (latest) => {
    const answer = await api.call(savePageNote, { params, body: { text: latest } });
    cache.set(getPageNote, { params }, () => answer);
    void cache.emit(NOTES_CHANGED);
  });
  const setText = (next: string) => {
    type(next);
    // The panel reopened on this page before the save ends shows what was typed, not the last save.
    cache.set(getPageNote, { params }, (current) => ({ text: next, updated_at: current?.updated_at ?? null }));
  };
  return (
    <div className="study-tools-note">
      <TextAreaField label="Your note on this page" hint="Only you can read it. It is saved as you type." value={text} onChange={setText} rows={10} maxLength={NOTE_MAX_LENGTH} />
      <NoteSaveStatus state={state} onRetry={() => void saveNow()} />
    </div>
  );
}
