import { Link } from 'react-router';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { ENROLMENT_MESSAGES, enrolmentFailure, isAboutTheId } from './enrolmentMessages.ts';
import { useEnrolment } from './useEnrolment.ts';
import '../screens.css';
import '../login/entry.css';
import { ApiError, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, useSessionUser } from '@lms/sdk/web';

interface SignupValues {
  course_id: string;
}

const signupRules = ({ course_id }: SignupValues) => (isObjectId(course_id.trim().toLowerCase()) ? [] : [{ field: 'course_id', message: ENROLMENT_MESSAGES.invalidId }]);

/** A lost session is the global error rule's to say; anything else the form says (in the instructor areas' words for professor accounts). */
const failureMessage = (instructor: boolean) => (error: unknown) => (isSessionLoss(error) ? undefined : enrolmentFailure(error, instructor));

/**
 * /signup: join a course by typing its id (24 characters). Unlike /signup/{id},
 * a refusal stays on the form, next to what was typed.
 */
export function SignupScreen() {
  useDocumentTitle('Join a course');
  const enrol = useEnrolment();
  const instructor = useSessionUser()?.instructor === true;
  const form = useLmsForm<SignupValues>({ defaultValues: { course_id: '' }, rules: signupRules, warnUnsaved: false, failureMessage: failureMessage(instructor) });

  const onSubmit = async ({ course_id }: SignupValues) => {
    try {
      await enrol(course_id.trim().toLowerCase());
    } catch (error) {
      // A refusal about the id belongs at the id.
      if (!isAboutTheId(error)) throw error;
      throw new ApiError(error.status, error.errno, error.message, [{ field: 'course_id', message: enrolmentFailure(error, instructor) }]);
    }
  };

  return (
    <div className="screen screen--narrow entry">
      <div className="entry-card">
        <h1 className="entry__title">Join a course</h1>
        <p className="entry__intro">Enter the course id your instructor gave you.</p>
        <Form form={form} onSubmit={onSubmit}>
          <FormField name="course_id" id="signup-course_id" label="Course id" autoComplete="off" spellCheck={false} />
          <FormStatusLine success={false} />
          <SubmitButton label="Join the course" busyLabel="Joining…" block />
        </Form>
        <p className="entry__links">
          <Link to="/list">Back to My Courses</Link>
        </p>
      </div>
    </div>
  );
}
