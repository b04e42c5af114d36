import { ApiError, Form, FormStatusLine, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { validateLtiRegistration } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { fieldId } from '../login/form/fieldId.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { InstitutionField } from '../register/InstitutionField.tsx';
import { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from '../register/PasswordFields.tsx';
import { EMPTY_PERSON, PersonFields, type PersonValues } from '../register/PersonFields.tsx';
import { EMPTY_PHONE, phonePayload, PhoneFields, type PhoneValues } from '../register/PhoneFields.tsx';
import { TermsCheckbox } from '../register/TermsCheckbox.tsx';
import { deeplinkPath, forgetLtiCookie, LTI_ROLES, NO_PASSWORD } from './ltiRegistration.ts';
import { completeLtiRegistration } from '@lms/sdk/calls';

const FORM = 'lti';

type LtiValues = PersonValues & PasswordValues & PhoneValues & { university: string; role_id: string; toc: boolean };

interface LtiRegistrationFormProps {
  registration: string;
  /** The LTI platform vouches for the user: no password (sent as '-'). */
  passwordless: boolean;
  enter: EnterApp;
  /** lti_register no longer knows the pending registration. */
  onRegistrationGone(message: string): void;
}

/** Part 1 §5 LTI registration: POST lti_register, then the deep link the launch asked for. */
export function LtiRegistrationForm({ registration, passwordless, enter, onRegistrationGone }: LtiRegistrationFormProps) {
  const { sessionApi } = useShell();
  const form = useLmsForm<LtiValues>({
    defaultValues: { ...EMPTY_PERSON, ...EMPTY_PASSWORDS, university: '', role_id: LTI_ROLES[0].value as string, ...EMPTY_PHONE, toc: false },
    rules: (values) => validateLtiRegistration(values, passwordless),
    warnUnsaved: false,
  });

  const onSubmit = async (values: LtiValues) => {
    try {
      const answer = await sessionApi.call(completeLtiRegistration, {
        body: {
          lti_registration: registration,
          name: values.name.trim(),
          surname: values.surname.trim(),
          email: values.email.trim(),
          password1: passwordless ? NO_PASSWORD : values.password1,
          password2: passwordless ? NO_PASSWORD : values.password2,
          university: values.university.trim(),
          role_id: values.role_id,
          toc: values.toc,
          ...phonePayload(values),
        },
      });
      forgetLtiCookie();
      await enter(deeplinkPath(answer.deeplink));
    } catch (error) {
      if (!(error instanceof ApiError) || error.errno !== 'lti-registration-invalid') throw error;
      onRegistrationGone(error.message);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <PersonFields form={FORM} />
      {!passwordless && <PasswordFields form={FORM} />}
      <InstitutionField form={FORM} />
      <SelectField name="role_id" id={fieldId(FORM, 'role_id')} label="Role" options={LTI_ROLES} />
      <PhoneFields form={FORM} required={false} />
      <TermsCheckbox form={FORM} />
      <FormStatusLine success={false} />
      <SubmitButton label="Complete registration" busyLabel="Registering…" block />
    </Form>
  );
}
