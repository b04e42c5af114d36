import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateLogin } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { takeRedirect } from '../../session/redirectCookie.ts';
import { forgetUnverifiedEmail, keepUnverifiedEmail } from '../validate/unverifiedEmail.ts';
import { forgetDefaultCourse, readDefaultCourse } from './defaultCourse.ts';
import { CheckboxField } from './form/CheckboxField.tsx';
import { CredentialFields } from './form/CredentialFields.tsx';
import { fieldId } from './form/fieldId.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useFormErrors } from './form/useFormErrors.ts';
import { useFormValues } from './form/useFormValues.ts';
import { isUnverified } from './loginAnswer.ts';
import type { EnterApp } from './useSessionEntry.ts';
import { logIn } from '@lms/sdk/calls';

interface LoginFormProps {
  /** Prefix of the controls' ids (two login forms never share a page, but the ids stay telling). */
  form: string;
  enter: EnterApp;
  initialEmail?: string;
  /** The token of a validation email (/validate/{validation}): logging in validates the account. */
  validation?: string;
}

const FIELDS = ['email', 'password'] as const;

/**
 * Email, password and remember-me (part 1 §4 "Login outcomes"): the default
 * course goes along; user-unverified keeps the email and opens /validate; a
 * refused default course is forgotten and its message shown after entering.
 */
export function LoginForm({ form, enter, initialEmail = '', validation }: LoginFormProps) {
  const { sessionApi } = useShell();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const [credentials, updateCredentials] = useFormValues({ email: initialEmail, password: '' });
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(validateLogin(credentials))) return;
    setBusy(true);
    const course = readDefaultCourse();
    const email = credentials.email.trim();
    try {
      const answer = await sessionApi.call(logIn, {
        body: {
        email,
        password: credentials.password,
        'remember-me': remember,
        ...(validation ? { validation } : {}),
          ...(course ? { course } : {}),
        },
      });
      // The default course has done its job: joined, or refused (course_errno).
      if (course) forgetDefaultCourse();
      forgetUnverifiedEmail();
      const notice = answer.course_errno ? { type: 'warning' as const, message: answer.course_error || UNKNOWN_ERROR } : undefined;
      await enter(takeRedirect(answer.to ?? '/list'), notice);
    } catch (error) {
      setBusy(false);
      if (isUnverified(error)) {
        keepUnverifiedEmail(email);
        await navigate('/validate');
        return;
      }
      errors.fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <CredentialFields form={form} values={credentials} update={updateCredentials} errors={errors.fieldErrors} />
      <CheckboxField id={fieldId(form, 'remember')} label="Remember me" checked={remember} onChange={setRemember} />
      <FormAlert message={errors.formError} />
      <SubmitButton label="Log in" busyLabel="Logging in…" busy={busy} />
    </form>
  );
}
