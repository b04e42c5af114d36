import { ApiError, AppLink, Button, useCurrentPlace } from '@lms/sdk/web';
import { getPageNote } from '../../calls/noteCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { NoteEditor } from './NoteEditor.tsx';
import { notesPath } from './notesRoute.ts';
import './notes.css';

/** Part 1 §2 notes panel: the reader's note on the page being read, saved as they type; a link to every note. */
export default function NotesPanel() {
  const { courseId, lessonId, pageId } = useCurrentPlace();
  if (!courseId) return null;
  return (
    <div className="study-tools-panel">
      {lessonId && pageId ? <PageNote key={pageId} courseId={courseId} lessonId={lessonId} pageId={pageId} /> : <p className="study-tools-panel__empty">Open a page to write a note on it.</p>}
      <p>
        <AppLink to={notesPath(courseId)}>All my notes in this course</AppLink>
      </p>
    </div>
  );
}

function PageNote({ courseId, lessonId, pageId }: { courseId: string; lessonId: string; pageId: string }) {
  // Read once per page: what is typed then lives in the editor, never replaced by a later read.
  const note = useCallQuery(getPageNote, { params: { courseId, lessonId, pageId } }, { staleTime: Infinity });
  if (note.isPending) return <p role="status">Loading your note…</p>;
  if (note.isError) {
    if (note.error instanceof ApiError && note.error.status === 404) return <p className="study-tools-panel__empty">Notes are not available on this page.</p>;
    return (
      <div role="alert">
        <p>Your note could not be loaded.</p>
        <Button variant="secondary" small onClick={() => void note.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <NoteEditor courseId={courseId} lessonId={lessonId} pageId={pageId} saved={note.data} />;
}
