import { useState } from 'react';
import { Button, ConfirmDialog } from '@lms/sdk/web';
import { archiveCourse } from '@lms/sdk/calls';
import { useShell } from '../../app/ShellContext.ts';
import { errorNotice } from '../../notifications/errorNotice.ts';

/**
 * Archive or restore the course (issue 24 item 8): instructors with edit
 * rights and administrators. An archived course keeps everything; it only
 * leaves the course lists but the archived ones.
 */
export function CourseArchiveSection({ courseId, archived }: { courseId: string; archived: boolean }) {
  const { api, notifications, queryClient } = useShell();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const answer = await api.call(archiveCourse, { params: { courseId }, body: { archived: next } });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['courses'] }), queryClient.invalidateQueries({ queryKey: ['course-settings', courseId] })]);
      notifications.show({ type: 'success', message: answer.message });
      setAsking(false);
    } catch (error) {
      notifications.show({ type: 'error', message: errorNotice(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="course-archive" aria-labelledby="course-archive-heading">
      <h2 id="course-archive-heading">{archived ? 'This course is archived' : 'Archive'}</h2>
      {archived ? (
        <>
          <p>It is listed only among the archived courses. Restoring it puts it back in every course list.</p>
          <Button variant="primary" disabled={busy} onClick={() => void change(false)}>
            Restore course
          </Button>
        </>
      ) : (
        <>
          <p>An archived course leaves the course lists of its students and staff; its content, people and grades stay, and it can be restored.</p>
          <Button onClick={() => setAsking(true)}>Archive course</Button>
        </>
      )}
      {asking && (
        <ConfirmDialog title="Archive this course?" confirmLabel="Archive course" busy={busy} busyLabel="Archiving…" onConfirm={() => void change(true)} onCancel={() => setAsking(false)}>
          It will leave every course list but the archived courses. Nothing in it is deleted.
        </ConfirmDialog>
      )}
    </section>
  );
}
