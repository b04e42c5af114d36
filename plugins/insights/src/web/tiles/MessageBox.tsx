import { useId } from 'react';
import { getMessageRecipients, getMessages, MESSAGE_MAX_LENGTH, MESSAGE_TEXT_MESSAGES, sendMessage } from '@lms/sdk/calls';
import { Form, FormStatusLine, SelectField, SubmitButton, TextAreaField, useApi, useLmsForm } from '@lms/sdk/web';
import { useCallQuery } from './tileData.ts';

const ALL_STUDENTS = 'all';

interface MessageValues {
  to: string;
  text: string;
}

/** The message text rule as core checks it (trimmed, 1 to 5000 characters), so the form answers before sending. */
function messageRules({ text }: MessageValues) {
  const trimmed = text.trim();
  if (!trimmed) return [{ field: 'text', message: MESSAGE_TEXT_MESSAGES.empty }];
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) return [{ field: 'text', message: MESSAGE_TEXT_MESSAGES.tooLong }];
  return [];
}

/**
 * The dashboard's message box (part 3 §6): to all students of the course, or
 * privately to one, through core messaging (students read it in their
 * messages panel). Nothing shows when the course disables messaging.
 */
export function MessageBox({ courseId }: { courseId: string }) {
  const api = useApi();
  const id = useId();
  const inbox = useCallQuery(getMessages, { params: { courseId } });
  const roster = useCallQuery(getMessageRecipients, { params: { courseId } }, { enabled: inbox.data?.messaging_disabled === false });
  const form = useLmsForm<MessageValues>({ defaultValues: { to: ALL_STUDENTS, text: '' }, rules: messageRules });
  if (!inbox.data || inbox.data.messaging_disabled || !inbox.data.professor) return null;

  const students = roster.data?.students ?? [];
  const options = [{ value: ALL_STUDENTS, label: 'All students' }, ...students.map((student) => ({ value: student._id, label: student.name }))];
  const onSubmit = async ({ to, text }: MessageValues) => {
    const sent = await api.call(sendMessage, { params: { courseId }, body: { to, text } });
    const name = students.find((student) => student._id === to)?.name;
    return { values: { to, text: '' }, success: to === ALL_STUDENTS ? `Message sent to all students (${sent.recipients}).` : `Message sent to ${name ?? 'the student'}.` };
  };

  return (
    <section className="insights-message-box" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Message students</h2>
      <Form form={form} onSubmit={onSubmit}>
        <SelectField name="to" id={`${id}-to`} label="To" options={options} />
        <TextAreaField name="text" id={`${id}-text`} label="Message" rows={4} />
        <SubmitButton label="Send" busyLabel="Sending…" />
        <FormStatusLine />
      </Form>
    </section>
  );
}
