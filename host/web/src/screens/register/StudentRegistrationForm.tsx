import { useRef, useState, type FormEvent } from 'react';
import { validateStudentRegistration } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { forgetDefaultCourse } from '../login/defaultCourse.ts';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { useFormErrors } from '../login/form/useFormErrors.ts';
import { useFormValues } from '../login/form/useFormValues.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { EMPTY_PASSWORDS, PasswordFields } from './PasswordFields.tsx';
import { EMPTY_PERSON, PersonFields } from './PersonFields.tsx';
import { EMPTY_PHONE, phonePayload, PhoneFields } from './PhoneFields.tsx';
import { StudentFields } from './StudentFields.tsx';
import { TermsLink } from './TermsLink.tsx';
import { useRegistrationOutcome } from './useRegistrationOutcome.ts';
import { registerStudent } from '@lms/sdk/calls';

const FORM = 'register';
const PERSON_FIELDS = ['name', 'surname', 'email', 'password1', 'password2', 'phone'];

interface StudentRegistrationFormProps {
  enter: EnterApp;
  /** The default course to enrol in (route, login URL or kept from before). */
  course?: string;
  bundle?: string;
}

/** Part 1 §5 Student registration: POST register/ with the spec's messages at the fields. */
export function StudentRegistrationForm({ enter, course, bundle }: StudentRegistrationFormProps) {
  const { sessionApi, settings } = useShell();
  const formRef = useRef<HTMLFormElement>(null);
  const studentFieldKeys = Object.keys(settings.student_fields);
  const errors = useFormErrors(formRef, [...PERSON_FIELDS, ...studentFieldKeys.map((key) => `fields/${key}`)]);
  const onAnswer = useRegistrationOutcome(enter);
  const [busy, setBusy] = useState(false);
  const [values, update] = useFormValues({ ...EMPTY_PERSON, ...EMPTY_PASSWORDS, ...EMPTY_PHONE, fields: {} as Record<string, string> });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(validateStudentRegistration(values, settings.student_fields))) return;
    setBusy(true);
    const email = values.email.trim();
    try {
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
    } catch (error) {
      setBusy(false);
      errors.fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <PersonFields form={FORM} values={values} update={update} errors={errors.fieldErrors} />
      <PasswordFields form={FORM} values={values} update={update} errors={errors.fieldErrors} />
      <StudentFields form={FORM} labels={settings.student_fields} values={values.fields} onChange={(fields) => update({ fields })} errors={errors.fieldErrors} />
      <PhoneFields form={FORM} values={values} update={update} errors={errors.fieldErrors} required={false} />
      <p className="entry__hint">
        By creating an account you accept the <TermsLink />.
      </p>
      <FormAlert message={errors.formError} />
      <SubmitButton label="Create account" busyLabel="Creating your account…" busy={busy} />
    </form>
  );
}
