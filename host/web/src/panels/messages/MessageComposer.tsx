import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { FormStatus } from '../../screens/account/FormStatus.tsx';
import { formFailure, type FieldMessages } from '../../screens/account/formFailure.ts';
import { useSaveStatus } from '../../screens/account/useSaveStatus.ts';
import { SelectField } from '../../screens/login/form/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { messageQueries } from './messageQueries.ts';
import { messageTextProblem } from './messageTextRule.ts';
import { sendMessage } from '@lms/sdk/calls';

const ALL_STUDENTS = 'all';

/** The professor's message box: to all students of the course, or privately to one from its roster. */
export function MessageComposer({ courseId }: { courseId: string }) {
  const { api } = useShell();
  const id = useId();
  const roster = useQuery(messageQueries.recipients(api, courseId));
  const [to, setTo] = useState(ALL_STUDENTS);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const status = useSaveStatus();

  const students = roster.data ?? [];
  const options = [{ value: ALL_STUDENTS, label: 'All students' }, ...students.map((student) => ({ value: student._id, label: student.name }))];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = messageTextProblem(text);
    if (problem) {
      setErrors({ text: problem });
      status.fail();
      return;
    }
    setErrors({});
    status.start();
    try {
      const sent = await api.call(sendMessage, { params: { courseId }, body: { to, text } });
      const name = students.find((student) => student._id === to)?.name;
      status.succeed(to === ALL_STUDENTS ? `Message sent to all students (${sent.recipients}).` : `Message sent to ${name ?? 'the student'}.`);
      setText('');
    } catch (error) {
      if (isSessionLoss(error)) return status.fail();
      const failure = formFailure(error, ['to', 'text']);
      setErrors(failure.fields);
      status.fail(failure.form);
    }
  };

  return (
    <section className="message-composer" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="messages-panel__heading">
        New message
      </h3>
      <form noValidate onSubmit={(event) => void send(event)}>
        <SelectField id={`${id}-to`} label="To" value={to} options={options} onChange={setTo} error={errors.to} />
        <TextAreaField id={`${id}-text`} label="Message" value={text} onChange={setText} error={errors.text} rows={4} />
        <button type="submit" className="button button--primary" disabled={status.saving}>
          {status.saving ? 'Sending…' : 'Send'}
        </button>
        <FormStatus success={status.success} error={status.error} />
      </form>
    </section>
  );
}
