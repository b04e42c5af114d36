import { useState } from 'react';
import { Button, Form, FormField, FormStatusLine, SelectField, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { EMAIL_MESSAGES, isWellFormedEmail } from '@lms/sdk/rules';
import { inviteInstructor, replaceInstructor } from '../../calls/peopleCalls.ts';
import { PEOPLE_MESSAGES } from '../../calls/peopleMessages.ts';
import type { ApiSection } from '../../calls/programCalls.ts';
import { programFailure } from '../programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation } from '../serverData.ts';
import { INVITATIONS_CHANGED } from './peopleEvents.ts';

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
}

/** A section's instructors: invite one by email (the email carries the link), or put a program instructor in (replace or add). */
export function InstructorsPanel({ programId, section, pool }: { programId: string; section: ApiSection; pool: readonly { id: string; name: string }[] }) {
  const notify = useNotify();
  const invite = useCallMutation(inviteInstructor, { emits: INVITATIONS_CHANGED });
  const replace = useCallMutation(replaceInstructor, { emits: PROGRAMS_CHANGED });
  const [chosen, setChosen] = useState('');
  const form = useLmsForm<InviteValues>({
    defaultValues: { first_name: '', last_name: '', email: '' },
    rules: (values) =>
      !values.email.trim()
        ? [{ field: 'email', message: PEOPLE_MESSAGES.emailRequired }]
        : isWellFormedEmail(values.email)
          ? []
          : [{ field: 'email', message: EMAIL_MESSAGES.invalid }],
    warnUnsaved: false,
  });
  const others = pool.filter((person) => !section.instructors.some((instructor) => instructor.id === person.id) || section.instructors.length > 1);

  const put = async (flag: '0' | '1') => {
    if (!chosen) {
      notify({ type: 'error', message: 'Choose an instructor first.' });
      return;
    }
    try {
      const answer = await replace.mutateAsync({ params: { master: programId, courseCode: section.id, instructor: chosen, flag } });
      notify({ type: 'success', message: answer.message });
      setChosen('');
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
  };

  return (
    <section className="lms-programs-form" aria-labelledby="lms-programs-instructors">
      <h3 id="lms-programs-instructors">Instructors</h3>
      {section.instructors.length ? (
        <ul aria-label={`Instructors of ${section.title}`}>
          {section.instructors.map((person) => (
            <li key={person.id}>
              {person.name} ({person.email})
            </li>
          ))}
        </ul>
      ) : (
        <p>No instructor yet.</p>
      )}
      <Form
        form={form}
        aria-labelledby="lms-programs-invite"
        onSubmit={async (values) => {
          const answer = await invite.mutateAsync({
            body: { first_name: values.first_name.trim(), last_name: values.last_name.trim(), email: values.email.trim(), program_template: section.id },
          });
          return { values: { first_name: '', last_name: '', email: '' }, success: answer.message };
        }}
      >
        <h4 id="lms-programs-invite">Invite an instructor</h4>
        <FormField name="first_name" label="First name" maxLength={100} autoComplete="off" />
        <FormField name="last_name" label="Last name" maxLength={100} autoComplete="off" />
        <FormField name="email" label="Instructor email" type="email" maxLength={254} autoComplete="off" />
        <FormStatusLine />
        <SubmitButton label="Send invitation" busyLabel="Sending…" />
      </Form>
      {others.length > 0 && (
        <div className="lms-programs-form-row">
          <SelectField
            label="Instructor of this program"
            value={chosen}
            onChange={setChosen}
            options={[{ value: '', label: 'Choose an instructor' }, ...others.map((person) => ({ value: person.id, label: person.name }))]}
          />
          <div className="lms-programs-actions">
            <Button onClick={() => void put('1')} disabled={replace.isPending}>
              Replace instructors
            </Button>
            <Button onClick={() => void put('0')} disabled={replace.isPending}>
              Add as instructor
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
