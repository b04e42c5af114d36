import { useState } from 'react';
import { Button, FormField, useNotify } from '@lms/sdk/web';
import { addStudent, lookUpStudent, moveStudent } from '../../calls/peopleCalls.ts';
import { PEOPLE_MESSAGES } from '../../calls/peopleMessages.ts';
import type { ApiSection } from '../../calls/programCalls.ts';
import { programFailure } from '../programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation } from '../serverData.ts';

interface Found {
  email: string;
  studentId: string;
  name: string;
  from: { id: string; title: string };
}

/**
 * A section's students: add one by email, or look one up in the program's
 * sections and move them here (the lookup first, part 3 §5).
 */
export function StudentsPanel({ programId, section }: { programId: string; section: ApiSection }) {
  const notify = useNotify();
  const add = useCallMutation(addStudent, { emits: PROGRAMS_CHANGED });
  const move = useCallMutation(moveStudent, { emits: PROGRAMS_CHANGED });
  const lookUp = useCallMutation(lookUpStudent);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<Found | null>(null);
  const [status, setStatus] = useState('');

  const say = (message: string, ok: boolean) => {
    setStatus(ok ? message : '');
    setError(ok ? undefined : message);
  };
  const needEmail = () => {
    if (email.trim()) return true;
    say(PEOPLE_MESSAGES.emailRequired, false);
    return false;
  };
  const run = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (failure) {
      say(programFailure(failure), false);
    }
  };

  const onAdd = () =>
    needEmail() &&
    void run(async () => {
      const answer = await add.mutateAsync({ body: { master_id: programId, id: section.id, email: email.trim() } });
      say(`${answer.message} ${answer.student.name}`, true);
      notify({ type: 'success', message: answer.message });
      setEmail('');
    });
  const onLookUp = () =>
    needEmail() &&
    void run(async () => {
      setFound(null);
      const answer = await lookUp.mutateAsync({ params: { master: programId, courseCode: section.id, user: email.trim() } });
      setFound({ email: email.trim(), studentId: answer.student.id, name: answer.student.name, from: answer.section });
      say(`${answer.student.name} is in ${answer.section.title}.`, true);
    });
  const onMove = () => {
    if (!found || found.email !== email.trim()) {
      say(PEOPLE_MESSAGES.lookUpFirst, false);
      return;
    }
    void run(async () => {
      const answer = await move.mutateAsync({ params: { master: programId, courseCode: section.id, user: found.studentId }, body: { from: found.from.id } });
      say(`${answer.message} ${answer.student.name} is now in ${section.title}.`, true);
      notify({ type: 'success', message: answer.message });
      setFound(null);
      setEmail('');
    });
  };

  return (
    <section className="lms-programs-form" aria-labelledby="lms-programs-students">
      <h3 id="lms-programs-students">Students ({section.student_count})</h3>
      <FormField
        label="Student email"
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        error={error}
        maxLength={254}
        autoComplete="off"
      />
      <div className="lms-programs-actions">
        <Button onClick={onAdd} disabled={add.isPending}>
          Add student
        </Button>
        <Button onClick={onLookUp} disabled={lookUp.isPending}>
          Look up student
        </Button>
        <Button onClick={onMove} disabled={move.isPending}>
          Move here
        </Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}
