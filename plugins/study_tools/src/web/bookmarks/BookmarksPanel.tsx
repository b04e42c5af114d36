import { getCourseHome, listBookmarks, toggleStar, type BookmarkedPage } from '@lms/sdk/calls';
import { AppLink, Button, HOST_DATA_EVENTS, useCurrentPlace, useNotify } from '@lms/sdk/web';
import { pagePath } from '../notes/notesRoute.ts';
import { useCallMutation, useCallQuery } from '../serverData.ts';
import '../notes/notes.css';

/**
 * Part 1 §2 bookmarks panel: the reader's starred pages of the course, and the
 * star of the page being read. In the free (demo) version the shell shows
 * 'Bookmarks is not enabled for this demo lesson' instead of any panel.
 */
export default function BookmarksPanel() {
  const { courseId, lessonId, pageId } = useCurrentPlace();
  if (!courseId) return null;
  return <CourseBookmarks courseId={courseId} page={lessonId && pageId ? { lessonId, pageId } : undefined} />;
}

function CourseBookmarks({ courseId, page }: { courseId: string; page?: { lessonId: string; pageId: string } }) {
  const course = useCallQuery(getCourseHome, { params: { courseId } }, { select: (home) => home.enable_bookmarks, staleTime: 60_000 });
  const bookmarks = useCallQuery(listBookmarks, { params: { courseId } }, { refetchOn: [HOST_DATA_EVENTS.bookmarksChanged], enabled: course.data === true });
  const notify = useNotify();
  const toggle = useCallMutation(toggleStar, { emits: [HOST_DATA_EVENTS.bookmarksChanged] });
  const flip = (lessonId: string, pageId: string) =>
    toggle.mutate({ params: { courseId, lessonId, pageId } }, { onError: (error) => notify({ type: 'error', message: error.message }) });

  if (course.isPending) return <p role="status">Loading your bookmarks…</p>;
  if (course.isError) return <p role="alert">Your bookmarks could not be loaded.</p>;
  if (!course.data) return <p className="study-tools-panel__empty">Bookmarks are not enabled in this course.</p>;
  if (bookmarks.isPending) return <p role="status">Loading your bookmarks…</p>;
  if (bookmarks.isError) return <p role="alert">Your bookmarks could not be loaded.</p>;
  const pages = bookmarks.data.pages;
  const starred = page !== undefined && pages.some((entry) => entry._id === page.pageId);
  return (
    <div className="study-tools-panel">
      {page && (
        <Button variant={starred ? 'secondary' : 'primary'} disabled={toggle.isPending} onClick={() => flip(page.lessonId, page.pageId)}>
          {starred ? 'Remove the bookmark on this page' : 'Bookmark this page'}
        </Button>
      )}
      {pages.length === 0 ? <p className="study-tools-panel__empty">You have no bookmarks in this course yet.</p> : <BookmarkList courseId={courseId} pages={pages} onRemove={flip} busy={toggle.isPending} />}
    </div>
  );
}

function BookmarkList({ courseId, pages, onRemove, busy }: { courseId: string; pages: BookmarkedPage[]; onRemove(lessonId: string, pageId: string): void; busy: boolean }) {
  return (
    <ul className="study-tools-list" aria-label="Bookmarked pages">
      {pages.map((entry) => (
        <li key={entry._id} className="study-tools-list__item">
          <span>
            <AppLink to={pagePath(courseId, entry.lesson_id, entry._id)}>{entry.title}</AppLink>
            <span className="study-tools-list__meta">{entry.lesson_title}</span>
          </span>
          <Button variant="quiet" small disabled={busy} aria-label={`Remove the bookmark on ${entry.title}`} onClick={() => onRemove(entry.lesson_id, entry._id)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
