import { useNavigate } from 'react-router';
import { validateLogin } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { UNKNOWN_ERROR } from '../../notifications/errorNotice.ts';
import { takeRedirect } from '../../session/redirectCookie.ts';
import { forgetUnverifiedEmail, keepUnverifiedEmail } from '../validate/unverifiedEmail.ts';
import { forgetDefaultCourse, readDefaultCourse } from './defaultCourse.ts';
import { CredentialFields } from './form/CredentialFields.tsx';
import { fieldId } from './form/fieldId.ts';
import { isUnverified } from './loginAnswer.ts';
import type { EnterApp } from './useSessionEntry.ts';
import { logIn } from '@lms/sdk/calls';
import { CheckboxField, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';

interface LoginFormProps {
  /** Prefix of the controls' ids (two login forms never share a page, but the ids stay telling). */
  form: string;
  enter: EnterApp;
  initialEmail?: string;
  /** The token of a validation email (/validate/{validation}): logging in validates the account. */
  validation?: string;
}

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Email, password and remember-me (part 1 §4 "Login outcomes"): the default
 * course goes along; user-unverified keeps the email and opens /validate; a
 * refused default course is forgotten and its message shown after entering.
 */
export function LoginForm({ form: formName, enter, initialEmail = '', validation }: LoginFormProps) {
  const { sessionApi } = useShell();
  const navigate = useNavigate();
  const form = useLmsForm<LoginValues>({ defaultValues: { email: initialEmail, password: '', remember: false }, rules: validateLogin, warnUnsaved: false });

  const onSubmit = async ({ email: typed, password, remember }: LoginValues) => {
    const course = readDefaultCourse();
    const email = typed.trim();
    try {
      const answer = await sessionApi.call(logIn, {
        body: {
          email,
          password,
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
      if (!isUnverified(error)) throw error;
      keepUnverifiedEmail(email);
      await navigate('/validate');
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <CredentialFields form={formName} />
      <CheckboxField name="remember" id={fieldId(formName, 'remember')} label="Remember me" />
      <FormStatusLine success={false} />
      <SubmitButton label="Log in" busyLabel="Logging in…" block />
    </Form>
  );
}
