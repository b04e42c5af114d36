import { useRef, useState, type FormEvent } from 'react';
import { useShell } from '../../app/ShellContext.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CheckboxField } from '../login/form/CheckboxField.tsx';
import { fieldId } from '../login/form/fieldId.ts';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SelectField } from '../login/form/SelectField.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { useFormErrors } from '../login/form/useFormErrors.ts';
import { useFormValues } from '../login/form/useFormValues.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { InstitutionField } from '../register/InstitutionField.tsx';
import { PasswordFields } from '../register/PasswordFields.tsx';
import { PersonFields } from '../register/PersonFields.tsx';
import { PhoneFields } from '../register/PhoneFields.tsx';
import { TermsCheckbox } from '../register/TermsCheckbox.tsx';
import { useRegistrationOutcome } from '../register/useRegistrationOutcome.ts';
import { CourseFields } from './CourseFields.tsx';
import { demandedCourseFields, EMPTY_PROFESSOR, professorPayload, professorProblems } from './professorForm.ts';
import { useStates } from './useStates.ts';
import { registerProfessor } from '@lms/sdk/calls';

const FORM = 'professor';
const FIELDS = [
  'name', 'surname', 'email', 'phone', 'password1', 'password2', 'role', 'university', 'state',
  'course_title', 'course_start_date', 'course_enrollment', 'professorTick', 'toc',
];

/** Part 1 §5 Professor registration: POST register_professor/ with the spec's messages at the fields. */
export function ProfessorRegistrationForm({ enter, course }: { enter: EnterApp; course: string | undefined }) {
  const { sessionApi, settings } = useShell();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const onAnswer = useRegistrationOutcome(enter);
  const states = useStates();
  const demanded = demandedCourseFields(settings.additional_fields);
  const [values, update] = useFormValues(EMPTY_PROFESSOR);
  const [busy, setBusy] = useState(false);
  const fieldErrors = errors.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(professorProblems(values, demanded))) return;
    setBusy(true);
    const payload = professorPayload(values, demanded, course);
    try {
      await onAnswer(await sessionApi.call(registerProfessor, { body: payload }), payload.email);
    } catch (error) {
      setBusy(false);
      errors.fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <PersonFields form={FORM} values={values} update={update} errors={fieldErrors} />
      <PhoneFields form={FORM} values={values} update={update} errors={fieldErrors} required />
      <PasswordFields form={FORM} values={values} update={update} errors={fieldErrors} />
      <TextField
        id={fieldId(FORM, 'role')}
        label="Title/Role"
        autoComplete="organization-title"
        value={values.role}
        onChange={(role) => update({ role })}
        error={fieldErrors.role}
      />
      <InstitutionField form={FORM} value={values.university} onChange={(university) => update({ university })} error={fieldErrors.university} />
      <SelectField
        id={fieldId(FORM, 'state')}
        label="State or province"
        value={values.state}
        options={states.map((state) => ({ value: state.abbr, label: state.name }))}
        onChange={(state) => update({ state })}
        error={fieldErrors.state}
      />
      <CourseFields form={FORM} demanded={demanded} values={values} update={update} errors={fieldErrors} />
      <CheckboxField
        id={fieldId(FORM, 'professorTick')}
        label="I confirm that I am an instructor at this institution"
        checked={values.professorTick}
        onChange={(professorTick) => update({ professorTick })}
        error={fieldErrors.professorTick}
      />
      <TermsCheckbox form={FORM} checked={values.toc} onChange={(toc) => update({ toc })} error={fieldErrors.toc} />
      <FormAlert message={errors.formError} />
      <SubmitButton label="Create instructor account" busyLabel="Creating your account…" busy={busy} />
    </form>
  );
}
