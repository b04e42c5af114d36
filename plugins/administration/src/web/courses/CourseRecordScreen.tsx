import { useId } from 'react';
import { AppLink as Link, pageClass, routePath, type ScreenProps } from '@lms/sdk/web';
import { getCourseRecord, getStudentCounts } from '../../calls/courseCalls.ts';
import { ADMINISTRATION_MESSAGES } from '../../schemas/administrationMessages.ts';
import { useCallQuery } from '../serverData.ts';
import { coursesRoute } from '../routes.ts';
import { courseDate, money } from './courseDates.ts';
import { CourseSlugForm } from './CourseSlugForm.tsx';
import '../administration.css';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** /administrator/courses/{course_id} (part 3 §2): a course's instructor and admin fields (part 3 §3 Course) and its student counts. */
export default function CourseRecordScreen({ params }: ScreenProps<'administrator.courses.item'>) {
  const titleId = useId();
  const record = useCallQuery(getCourseRecord, { params: { courseId: params.courseId } });
  const counts = useCallQuery(getStudentCounts, { params: { courseId: params.courseId } });
  if (!record.data) {
    return (
      <section className={pageClass('wide')} aria-label="Course">
        {record.isError ? <p role="alert">{record.error.message}</p> : <p role="status">Loading the course…</p>}
      </section>
    );
  }
  const course = record.data;
  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <p>
        <Link to={coursesRoute.path}>All courses</Link>
      </p>
      <h1 id={titleId}>{course.title}</h1>
      {course.archived && <p className="notice">This course is archived.</p>}
      <p className="lms-administration-row">
        <Link to={`/${course.id}`}>Open the course</Link>
        <Link to={`/${course.id}/course_settings`}>Course settings</Link>
        <Link to={`/${course.id}/enrollments`}>Enrolments</Link>
      </p>
      <h2>Course</h2>
      <dl className="lms-administration-fields">
        <dt>Id</dt>
        <dd>{course.id}</dd>
        <dt>Subtitle</dt>
        <dd>{course.subtitle ?? '—'}</dd>
        <dt>Opens</dt>
        <dd>{courseDate(course.openDate)}</dd>
        <dt>Dates</dt>
        <dd>
          {courseDate(course.startDate)} – {courseDate(course.endDate)}
        </dd>
        <dt>Created</dt>
        <dd>{courseDate(course.createdAt)}</dd>
        <dt>Section type</dt>
        <dd>{course.sectionType === 'program_master' ? 'Program template' : 'Section'}{course.useSectionTemplate ? ' (follows its template)' : ''}</dd>
      </dl>
      <CourseSlugForm key={course.slug ?? ''} courseId={course.id} slug={course.slug} />
      <h2>Students</h2>
      {counts.isError ? (
        <p role="alert">{ADMINISTRATION_MESSAGES.studentCountsFailed}</p>
      ) : counts.isPending ? (
        <p role="status">Counting…</p>
      ) : (
        <p>
          {counts.data.student_count} enrolled, {counts.data.paid_count} paid
        </p>
      )}
      <h2>Staff</h2>
      {course.staff.length === 0 ? (
        <p>No instructor or assistant.</p>
      ) : (
        <div className="lms-administration-scroll">
          <table className="lms-administration-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Edit rights</th>
              </tr>
            </thead>
            <tbody>
              {course.staff.map((member) => (
                <tr key={member.id}>
                  <th scope="row">
                    <Link to={routePath('administrator.users.item', { userId: member.id })}>{member.name}</Link>
                  </th>
                  <td>{member.email}</td>
                  <td>{member.role === 'instructor' ? 'Instructor' : 'Assistant'}</td>
                  <td>{yes(member.editRights)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>Assistants have manager rights: {yes(!course.assistantsNoManagerRights)}</p>
      <h2>Enrolment</h2>
      <dl className="lms-administration-fields">
        <dt>Invite only</dt>
        <dd>{yes(course.enrolment.invite_only)}</dd>
        <dt>Enrolment locked</dt>
        <dd>{yes(course.enrolment.enrollment_locked)}</dd>
        <dt>Continuous enrolment</dt>
        <dd>{yes(course.enrolment.continuous_enrollment)}</dd>
        <dt>Single sign-on only</dt>
        <dd>{yes(course.enrolment.sso_only)}</dd>
      </dl>
      <h2>Payment</h2>
      <dl className="lms-administration-fields">
        <dt>Price</dt>
        <dd>{money(course.payment.amount)}</dd>
        <dt>ISBN</dt>
        <dd>{course.payment.isbn ?? '—'}</dd>
        <dt>Courtesy window (days)</dt>
        <dd>{course.payment.courtesyWindow ?? '—'}</dd>
        <dt>Access days</dt>
        <dd>{course.payment.accessDays ?? '—'}</dd>
      </dl>
    </section>
  );
}
