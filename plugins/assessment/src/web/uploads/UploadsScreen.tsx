import { useId, useState } from 'react';
import { pageClass, SelectField, type RouteScreenProps } from '@lms/sdk/web';
import { listUploads, type ApiUpload } from '../../calls/uploadCalls.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { UploadAnswer } from './UploadAnswer.tsx';
import type { myUploadsRoute, uploadsRoute } from './routes.ts';
import './uploads.css';

/** Part 3 §8 "Drilldown and grading". */
export const NO_UPLOADS = 'No uploads found';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One upload: the assessment, the question, the answer, and its feedback (a form for professors). */
function UploadCard({ upload, courseId, professor, onSaved }: { upload: ApiUpload; courseId: string; professor: boolean; onSaved(saved: ApiUpload): void }) {
  const titleId = useId();
  return (
    <article className="lms-uploads__card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {upload.item_title} <span className="lms-uploads__assessment">({upload.assessment_title})</span>
      </h2>
      <p className="lms-uploads__meta">
        {professor ? `${upload.user.name}, ` : ''}sent {when(upload.submitted_at)}
      </p>
      <UploadAnswer upload={upload} courseId={courseId} />
      {professor ? (
        <FeedbackForm upload={upload} onSaved={onSaved} />
      ) : upload.feedback ? (
        <div className="lms-uploads__given">
          <h3>Feedback from {upload.feedback.by}</h3>
          <p>{upload.feedback.text}</p>
        </div>
      ) : (
        <p className="lms-uploads__meta">No feedback yet.</p>
      )}
    </article>
  );
}

/**
 * /{courseId}/uploads (professors: every student's uploaded answers, feedback to
 * give) and /{courseId}/my_uploads (a student's own, with the feedback given):
 * part 3 §6 "view uploads and give upload feedback" (issue 26 item 3).
 */
function UploadsScreen({ params, professor }: { params: { courseId: string }; professor: boolean }) {
  const headingId = useId();
  const [student, setStudent] = useState('');
  const args = { params: { courseId: params.courseId }, query: {} };
  const uploads = useCallQuery(listUploads, args);
  const cache = useCallCache();
  const all = uploads.data?.uploads ?? [];
  const students = [...new Map(all.map((upload) => [upload.user._id, upload.user.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const shown = student ? all.filter((upload) => upload.user._id === student) : all;
  const replace = (saved: ApiUpload) =>
    cache.set(listUploads, args, (current) => current && { uploads: current.uploads.map((upload) => (upload.session_id === saved.session_id && upload.item_id === saved.item_id ? saved : upload)) });

  return (
    <section className={`${pageClass('wide')} lms-uploads`} aria-labelledby={headingId}>
      <h1 id={headingId}>{professor ? 'Uploads and feedback' : 'My uploads and feedback'}</h1>
      {uploads.isPending && <p role="status">Loading the uploads…</p>}
      {uploads.error && <p role="alert">{uploads.error.message}</p>}
      {uploads.data && all.length === 0 && <p role="status">{NO_UPLOADS}</p>}
      {professor && students.length > 1 && (
        <SelectField label="Student" value={student} onChange={setStudent} options={[{ value: '', label: 'Every student' }, ...students.map(([value, label]) => ({ value, label }))]} />
      )}
      {shown.map((upload) => (
        <UploadCard key={`${upload.session_id}|${upload.item_id}`} upload={upload} courseId={params.courseId} professor={professor} onSaved={replace} />
      ))}
    </section>
  );
}

export function ProfessorUploadsScreen({ params }: RouteScreenProps<typeof uploadsRoute>) {
  return <UploadsScreen params={params} professor />;
}

export function StudentUploadsScreen({ params }: RouteScreenProps<typeof myUploadsRoute>) {
  return <UploadsScreen params={params} professor={false} />;
}
