import { AppLink, pageClass, type ScreenProps } from '@lms/sdk/web';
import { listNotes, type ListedNote } from '../../calls/noteCalls.ts';
import { NOTES_CHANGED, useCallQuery } from '../serverData.ts';
import { pagePath } from './notesRoute.ts';
import './notes.css';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The notes' lessons in course order, each with its notes. */
function byLesson(notes: ListedNote[]): { lessonId: string; title: string; notes: ListedNote[] }[] {
  const lessons: { lessonId: string; title: string; notes: ListedNote[] }[] = [];
  for (const note of notes) {
    const last = lessons.at(-1);
    if (last?.lessonId === note.lesson_id) last.notes.push(note);
    else lessons.push({ lessonId: note.lesson_id, title: note.lesson_title, notes: [note] });
  }
  return lessons;
}

/** /{courseId}/notes: every note the reader wrote in the course, each linked to its page. */
export default function NotesScreen({ params: { courseId } }: ScreenProps<'notes'>) {
  const notes = useCallQuery(listNotes, { params: { courseId } }, { refetchOn: [NOTES_CHANGED] });
  return (
    <div className={pageClass('medium')}>
      <h1>My notes</h1>
      {notes.isPending && <p role="status">Loading your notes…</p>}
      {notes.isError && <p role="alert">Your notes could not be loaded. {notes.error.message}</p>}
      {notes.data && notes.data.notes.length === 0 && <p>You have no notes in this course yet. Open the notes panel on a page to write one.</p>}
      {notes.data &&
        byLesson(notes.data.notes).map((lesson) => (
          <section key={lesson.lessonId} aria-labelledby={`notes-lesson-${lesson.lessonId}`}>
            <h2 id={`notes-lesson-${lesson.lessonId}`}>{lesson.title}</h2>
            <ul className="study-tools-notes">
              {lesson.notes.map((note) => (
                <li key={note.page_id}>
                  <h3>
                    <AppLink to={pagePath(courseId, note.lesson_id, note.page_id)}>{note.page_title}</AppLink>
                  </h3>
                  <p className="study-tools-notes__text">{note.text}</p>
                  <p className="study-tools-notes__date">Last changed {updatedFormat.format(new Date(note.updated_at))}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
