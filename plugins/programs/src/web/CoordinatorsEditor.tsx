import { Button, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { findCoordinator, updateProgramCoordinators, type ApiProgram } from '../calls/programCalls.ts';
import { programFailure } from './programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation } from './serverData.ts';

/**
 * The program's coordinators (part 3 §3 Program): the program administrators
 * who run it, and through it their sections' courses. Add one by email; remove
 * any but the last.
 */
export function CoordinatorsEditor({ program }: { program: ApiProgram }) {
  const notify = useNotify();
  const find = useCallMutation(findCoordinator);
  const save = useCallMutation(updateProgramCoordinators, { emits: PROGRAMS_CHANGED });
  const form = useLmsForm<{ email: string }>({
    defaultValues: { email: '' },
    rules: (values) => (values.email.trim() ? [] : [{ field: 'email', message: 'Enter the email of a program administrator.' }]),
    warnUnsaved: false,
  });
  const ids = program.coordinators.map((person) => person.id);

  const add = async ({ email }: { email: string }) => {
    const { coordinator } = await find.mutateAsync({ body: { email: email.trim() } });
    if (ids.includes(coordinator.id)) return { values: { email: '' }, success: `${coordinator.name} already coordinates this program.` };
    const answer = await save.mutateAsync({ body: { id: program._id, coordinators: [...ids, coordinator.id] } });
    return { values: { email: '' }, success: answer.message };
  };

  const remove = async (id: string) => {
    try {
      notify({ type: 'success', message: (await save.mutateAsync({ body: { id: program._id, coordinators: ids.filter((other) => other !== id) } })).message });
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
  };

  return (
    <section className="lms-programs-form" aria-labelledby="lms-programs-coordinators">
      <h2 id="lms-programs-coordinators">Coordinators</h2>
      <ul aria-label="Coordinators">
        {program.coordinators.map((person) => (
          <li key={person.id}>
            {person.name} <span>({person.email})</span>{' '}
            {ids.length > 1 && (
              <Button small disabled={save.isPending} onClick={() => void remove(person.id)}>
                Remove {person.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Form form={form} onSubmit={add} aria-label="Add a coordinator">
        <FormField name="email" label="Add a coordinator (their email)" type="email" maxLength={254} />
        <FormStatusLine />
        <SubmitButton label="Add coordinator" busyLabel="Adding…" />
      </Form>
    </section>
  );
}
