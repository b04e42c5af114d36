import { validateStudentRegistration } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { forgetDefaultCourse } from '../login/defaultCourse.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from './PasswordFields.tsx';
import { EMPTY_PERSON, PersonFields, type PersonValues } from './PersonFields.tsx';
import { EMPTY_PHONE, phonePayload, PhoneFields, type PhoneValues } from './PhoneFields.tsx';
import { StudentFields } from './StudentFields.tsx';
import { TermsLink } from './TermsLink.tsx';
import { useRegistrationOutcome } from './useRegistrationOutcome.ts';
import { registerStudent } from '@lms/sdk/calls';
import { Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';

const FORM = 'register';

type StudentRegistrationValues = PersonValues & PasswordValues & PhoneValues & { fields: Record<string, string> };

interface StudentRegistrationFormProps {
  enter: EnterApp;
  /** The default course to enrol in (route, login URL or kept from before). */
  course?: string;
  bundle?: string;
}

/** Part 1 §5 Student registration: POST register/ with the spec's messages at the fields. */
export function StudentRegistrationForm({ enter, course, bundle }: StudentRegistrationFormProps) {
  const { sessionApi, settings } = useShell();
  const studentFieldKeys = Object.keys(settings.student_fields);
  const onAnswer = useRegistrationOutcome(enter);
  const form = useLmsForm<StudentRegistrationValues>({
    defaultValues: { ...EMPTY_PERSON, ...EMPTY_PASSWORDS, ...EMPTY_PHONE, fields: Object.fromEntries(studentFieldKeys.map((key) => [key, ''])) },
    rules: (values) => validateStudentRegistration(values, settings.student_fields),
    warnUnsaved: false,
  });

  const onSubmit = async (values: StudentRegistrationValues) => {
    const email = values.email.trim();
    const answer = await sessionApi.call(registerStudent, {
      body: {
        name: values.name.trim(),
        surname: values.surname.trim(),
        email,
        password1: values.password1,
        password2: values.password2,
        // Creating the account is accepting the terms linked beside the button.
        toc: true,
        ...(course ? { course } : {}),
        ...(bundle ? { bundle } : {}),
        ...phonePayload(values),
        ...(studentFieldKeys.length > 0 ? { fields: Object.fromEntries(studentFieldKeys.map((key) => [key, (values.fields[key] ?? '').trim()])) } : {}),
      },
    });
    // A logged-in registration has used the default course (enrolled, or reported in sub_error).
    if (answer.status !== 'user-unverified') forgetDefaultCourse();
    await onAnswer(answer, email);
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <PersonFields form={FORM} />
      <PasswordFields form={FORM} />
      <StudentFields form={FORM} labels={settings.student_fields} />
      <PhoneFields form={FORM} required={false} />
      <p className="entry__hint">
        By creating an account you accept the <TermsLink />.
      </p>
      <FormStatusLine success={false} />
      <SubmitButton label="Create account" busyLabel="Creating your account…" block />
    </Form>
  );
}
