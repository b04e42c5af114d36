import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { validateLtiRegistration } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { fieldId } from '../login/form/fieldId.ts';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SelectField } from '../login/form/SelectField.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { useFormErrors } from '../login/form/useFormErrors.ts';
import { useFormValues } from '../login/form/useFormValues.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { InstitutionField } from '../register/InstitutionField.tsx';
import { EMPTY_PASSWORDS, PasswordFields } from '../register/PasswordFields.tsx';
import { EMPTY_PERSON, PersonFields } from '../register/PersonFields.tsx';
import { EMPTY_PHONE, phonePayload, PhoneFields } from '../register/PhoneFields.tsx';
import { TermsCheckbox } from '../register/TermsCheckbox.tsx';
import { deeplinkPath, forgetLtiCookie, LTI_ROLES, NO_PASSWORD } from './ltiRegistration.ts';
import { completeLtiRegistration } from '@lms/sdk/calls';

const FORM = 'lti';
const FIELDS = ['name', 'surname', 'email', 'password1', 'password2', 'university', 'role_id', 'phone', 'toc'];

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
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const [busy, setBusy] = useState(false);
  const [values, update] = useFormValues({
    ...EMPTY_PERSON,
    ...EMPTY_PASSWORDS,
    university: '',
    role_id: LTI_ROLES[0].value as string,
    ...EMPTY_PHONE,
    toc: false,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(validateLtiRegistration(values, passwordless))) return;
    setBusy(true);
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
      setBusy(false);
      if (error instanceof ApiError && error.errno === 'lti-registration-invalid') onRegistrationGone(error.message);
      else errors.fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <PersonFields form={FORM} values={values} update={update} errors={errors.fieldErrors} />
      {!passwordless && <PasswordFields form={FORM} values={values} update={update} errors={errors.fieldErrors} />}
      <InstitutionField form={FORM} value={values.university} onChange={(university) => update({ university })} error={errors.fieldErrors.university} />
      <SelectField
        id={fieldId(FORM, 'role_id')}
        label="Role"
        value={values.role_id}
        options={LTI_ROLES}
        onChange={(role_id) => update({ role_id })}
        error={errors.fieldErrors.role_id}
      />
      <PhoneFields form={FORM} values={values} update={update} errors={errors.fieldErrors} required={false} />
      <TermsCheckbox form={FORM} checked={values.toc} onChange={(toc) => update({ toc })} error={errors.fieldErrors.toc} />
      <FormAlert message={errors.formError} />
      <SubmitButton label="Complete registration" busyLabel="Registering…" busy={busy} />
    </form>
  );
}
