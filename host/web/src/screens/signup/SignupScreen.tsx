import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { isObjectId } from '../../router/courseId.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { TextField } from '../../ui/TextField.tsx';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { useFormErrors } from '../login/form/useFormErrors.ts';
import { ENROLMENT_MESSAGES, enrolmentFailure, isAboutTheId } from './enrolmentMessages.ts';
import { useEnrolment } from './useEnrolment.ts';
import '../screens.css';
import '../login/entry.css';

const FIELDS = ['course_id'] as const;

/**
 * /signup: join a course by typing its id (24 characters). Unlike /signup/{id},
 * a refusal stays on the form, next to what was typed.
 */
export function SignupScreen() {
  useDocumentTitle('Join a course');
  const enrol = useEnrolment();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const [courseId, setCourseId] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const id = courseId.trim().toLowerCase();
    if (errors.check(isObjectId(id) ? [] : [{ field: 'course_id', message: ENROLMENT_MESSAGES.invalidId }])) return;
    setBusy(true);
    try {
      await enrol(id);
    } catch (error) {
      setBusy(false);
      if (isSessionLoss(error)) return;
      if (isAboutTheId(error)) errors.check([{ field: 'course_id', message: enrolmentFailure(error) }]);
      else errors.setFormError(enrolmentFailure(error));
    }
  };

  return (
    <div className="screen screen--narrow entry">
      <div className="entry-card">
        <h1 className="entry__title">Join a course</h1>
        <p className="entry__intro">Enter the course id your instructor gave you.</p>
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            id="signup-course_id"
            label="Course id"
            autoComplete="off"
            spellCheck={false}
            value={courseId}
            onChange={setCourseId}
            error={errors.fieldErrors.course_id}
          />
          <FormAlert message={errors.formError} />
          <SubmitButton label="Join the course" busyLabel="Joining…" busy={busy} />
        </form>
        <p className="entry__links">
          <Link to="/list">Back to My Courses</Link>
        </p>
      </div>
    </div>
  );
}
