import { useShell } from '../../app/ShellContext.ts';
import { fieldId } from '../login/form/fieldId.ts';
import type { EnterApp } from '../login/useSessionEntry.ts';
import { InstitutionField } from '../register/InstitutionField.tsx';
import { PasswordFields } from '../register/PasswordFields.tsx';
import { PersonFields } from '../register/PersonFields.tsx';
import { PhoneFields } from '../register/PhoneFields.tsx';
import { TermsCheckbox } from '../register/TermsCheckbox.tsx';
import { useRegistrationOutcome } from '../register/useRegistrationOutcome.ts';
import { CourseFields } from './CourseFields.tsx';
import { demandedCourseFields, EMPTY_PROFESSOR, professorPayload, professorProblems, type ProfessorValues } from './professorForm.ts';
import { useStates } from './useStates.ts';
import { registerProfessor } from '@lms/sdk/calls';
import { CheckboxField, Form, FormField, FormStatusLine, SelectField, SubmitButton, useLmsForm } from '@lms/sdk/web';

const FORM = 'professor';

/** Part 1 §5 Professor registration: POST register_professor/ with the spec's messages at the fields. */
export function ProfessorRegistrationForm({ enter, course }: { enter: EnterApp; course: string | undefined }) {
  const { sessionApi, settings } = useShell();
  const onAnswer = useRegistrationOutcome(enter);
  const states = useStates();
  const demanded = demandedCourseFields(settings.additional_fields);
  const form = useLmsForm<ProfessorValues>({ defaultValues: EMPTY_PROFESSOR, rules: (values) => professorProblems(values, demanded), warnUnsaved: false });

  const onSubmit = async (values: ProfessorValues) => {
    const payload = professorPayload(values, demanded, course);
    await onAnswer(await sessionApi.call(registerProfessor, { body: payload }), payload.email);
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <PersonFields form={FORM} />
      <PhoneFields form={FORM} required />
      <PasswordFields form={FORM} />
      <FormField name="role" id={fieldId(FORM, 'role')} label="Title/Role" autoComplete="organization-title" />
      <InstitutionField form={FORM} />
      <SelectField name="state" id={fieldId(FORM, 'state')} label="State or province" options={states.map((state) => ({ value: state.abbr, label: state.name }))} />
      <CourseFields form={FORM} demanded={demanded} />
      <CheckboxField name="professorTick" id={fieldId(FORM, 'professorTick')} label="I confirm that I am an instructor at this institution" />
      <TermsCheckbox form={FORM} />
      <FormStatusLine success={false} />
      <SubmitButton label="Create instructor account" busyLabel="Creating your account…" block />
    </Form>
  );
}
