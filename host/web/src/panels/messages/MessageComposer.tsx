import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { accountFailureMessage } from '../../screens/account/formFailure.ts';
import { messageQueries } from './messageQueries.ts';
import { messageTextProblem } from './messageTextRule.ts';
import { sendMessage } from '@lms/sdk/calls';
import { Form, FormStatusLine, SelectField, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';

const ALL_STUDENTS = 'all';

interface MessageValues {
  to: string;
  text: string;
}

function messageRules({ text }: MessageValues) {
  const problem = messageTextProblem(text);
  return problem ? [{ field: 'text', message: problem }] : [];
}

/** A lost session is the global error rule's to say; anything else the form says. */
const failureMessage = (error: unknown) => (isSessionLoss(error) ? undefined : accountFailureMessage(error));

/** The professor's message box: to all students of the course, or privately to one from its roster. */
export function MessageComposer({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const id = useId();
  const roster = useQuery(messageQueries.recipients(api, courseId));
  const form = useLmsForm<MessageValues>({ defaultValues: { to: ALL_STUDENTS, text: '' }, rules: messageRules, failureMessage });

  const students = roster.data ?? [];
  const options = [{ value: ALL_STUDENTS, label: 'All students' }, ...students.map((student) => ({ value: student._id, label: student.name }))];

  const onSubmit = async ({ to, text }: MessageValues) => {
    const sent = await api.call(sendMessage, { params: { courseId }, body: { to, text } });
    const name = students.find((student) => student._id === to)?.name;
    return {
      values: { to, text: '' },
      success: to === ALL_STUDENTS ? `Message sent to all students (${sent.recipients}).` : `Message sent to ${name ?? 'the student'}.`,
    };
  };

  return (
    <section className="message-composer" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="messages-panel__heading">
        New message
      </h3>
      <Form form={form} onSubmit={onSubmit}>
        <SelectField name="to" id={`${id}-to`} label="To" options={options} />
        <TextAreaField name="text" id={`${id}-text`} label="Message" rows={4} />
        <SubmitButton label="Send" busyLabel="Sending…" />
        <FormStatusLine />
      </Form>
    </section>
  );
}
