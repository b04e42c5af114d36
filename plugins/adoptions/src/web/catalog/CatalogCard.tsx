import { useId } from 'react';
import { AppLink, Button } from '@lms/sdk/web';
import type { ApiCatalogEntry } from '../../schemas/adoptionTypes.ts';
import { formatDay } from '../dates.ts';

interface CatalogCardProps {
  course: ApiCatalogEntry;
  onRequest(course: ApiCatalogEntry): void;
}

/** Where the caller stands with this course: asked, approved (a link to their copy), or free to ask. */
function RequestState({ course, titleId, onRequest }: CatalogCardProps & { titleId: string }) {
  const request = course.request;
  if (request?.state === 'pending') return <p className="lms-adoptions-state">Requested</p>;
  if (request?.state === 'approved' && request.created_course_id) {
    return (
      <p className="lms-adoptions-state">
        <AppLink to={`/${request.created_course_id}`}>Approved — open your course</AppLink>
      </p>
    );
  }
  return (
    <>
      {request?.state === 'rejected' && <p className="lms-adoptions-quiet">Your last request for this course was not approved.</p>}
      <Button variant="primary" aria-describedby={titleId} onClick={() => onRequest(course)}>
        Request this course
      </Button>
    </>
  );
}

/** A catalog course as a card: what it is, when it starts, and the caller's request. */
export function CatalogCard({ course, onRequest }: CatalogCardProps) {
  const titleId = useId();
  const starts = formatDay(course.startDate);
  return (
    <article className="lms-adoptions-card" aria-labelledby={titleId}>
      {course.thumbnailUrl && <img src={course.thumbnailUrl} alt="" className="lms-adoptions-thumbnail" />}
      <h2 id={titleId}>{course.title}</h2>
      {course.subtitle && <p className="lms-adoptions-subtitle">{course.subtitle}</p>}
      {course.description && <p>{course.description}</p>}
      {starts && <p className="lms-adoptions-quiet">Starts {starts}</p>}
      <RequestState course={course} titleId={titleId} onRequest={onRequest} />
    </article>
  );
}
