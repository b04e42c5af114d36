import { useId } from 'react';
import { ApiError, CheckboxField, Form, FormField, FormStatusLine, pageClass, SubmitButton, useLmsForm, type ScreenProps } from '@lms/sdk/web';
import { getProgramRegistration, registerProgramProfessor } from '../../calls/peopleCalls.ts';
import { validateProgramRegistration, type ProgramRegistrationForm } from '../../calls/peopleMessages.ts';
import { programFailure } from '../programFailure.ts';
import { useCallMutation, useCallQuery } from '../serverData.ts';
import '../programs.css';

const EMPTY: ProgramRegistrationForm = { first_name: '', last_name: '', phone: '', password: '', password_confirmation: '', role: '', institution: '', terms: false };

/**
 * /programregistration/{invitation_id} (part 1 §2, part 3 §5 Program
 * registration; no login needed): the invited instructor registers, is logged
 * in, and lands in the section they were invited to.
 */
export default function ProgramRegistrationScreen({ params }: ScreenProps<'programregistration'>) {
  const titleId = useId();
  const invitation = useCallQuery(getProgramRegistration, { params: { invitationId: params.invitationId } });
  const data = invitation.data;

  return (
    <main className={`${pageClass('narrow')} lms-programs`} aria-labelledby={titleId}>
      <h1 id={titleId}>Program registration</h1>
      {invitation.isPending && <p role="status">Loading your invitation…</p>}
      {invitation.error && (
        <p className="lms-field-error" role="alert">
          {invitation.error instanceof ApiError && invitation.error.status === 404 ? invitation.error.message : programFailure(invitation.error)}
        </p>
      )}
      {data && (
        <>
          <p>
            You are invited to teach <strong>{data.course_title}</strong>
            {data.program_name ? ` (${data.program_name})` : ''}. Your account will use {data.email}.
          </p>
          <RegistrationForm invitationId={params.invitationId} titleId={titleId} firstName={data.first_name} lastName={data.last_name} />
        </>
      )}
    </main>
  );
}

/** The form itself, once the invitation is known (its names fill the first two fields). */
function RegistrationForm({ invitationId, titleId, firstName, lastName }: { invitationId: string; titleId: string; firstName: string; lastName: string }) {
  const register = useCallMutation(registerProgramProfessor);
  const form = useLmsForm<ProgramRegistrationForm>({
    defaultValues: { ...EMPTY, first_name: firstName, last_name: lastName },
    rules: validateProgramRegistration,
    warnUnsaved: false,
  });
  return (
    <Form
      form={form}
      className="lms-programs-form"
      aria-labelledby={titleId}
      onSubmit={async (values) => {
        const answer = await register.mutateAsync({
          params: { invitationId },
          body: { ...values, first_name: values.first_name.trim(), last_name: values.last_name.trim(), role: values.role.trim(), institution: values.institution.trim(), phone: values.phone.trim() },
        });
        // A new session: the whole app loads again as the new instructor, in their section.
        window.location.assign(answer.to);
        return { success: answer.message };
      }}
    >
      <FormField name="first_name" label="First name" autoComplete="given-name" maxLength={100} />
      <FormField name="last_name" label="Last name" autoComplete="family-name" maxLength={100} />
      <FormField name="phone" label="Phone number" type="tel" autoComplete="tel" maxLength={40} />
      <FormField name="password" label="Password" type="password" autoComplete="new-password" maxLength={200} />
      <FormField name="password_confirmation" label="Password confirmation" type="password" autoComplete="new-password" maxLength={200} />
      <FormField name="role" label="Title/Role" autoComplete="organization-title" maxLength={100} />
      <FormField name="institution" label="Institution" autoComplete="organization" maxLength={200} />
      <CheckboxField name="terms" label="I accept the Terms and Conditions" />
      <FormStatusLine success={false} />
      <SubmitButton label="Register" busyLabel="Registering…" />
    </Form>
  );
}
