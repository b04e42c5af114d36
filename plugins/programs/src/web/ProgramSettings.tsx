import { ApiError, Button, CheckboxField, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { lockProgram, setActiveEnrollment, setProgramActive, updateProgramName, type ApiProgram } from '../calls/programCalls.ts';
import { PROGRAM_MESSAGES } from '../calls/programMessages.ts';
import { programFailure } from './programFailure.ts';
import { PROGRAMS_CHANGED, useCallMutation } from './serverData.ts';

/** The program's name (unique), lock, active enrolment and archive or restore (part 3 §4). */
export function ProgramSettings({ program, onDelete }: { program: ApiProgram; onDelete(): void }) {
  const notify = useNotify();
  const rename = useCallMutation(updateProgramName, { emits: PROGRAMS_CHANGED });
  const lock = useCallMutation(lockProgram, { emits: PROGRAMS_CHANGED });
  const enrolment = useCallMutation(setActiveEnrollment, { emits: PROGRAMS_CHANGED });
  const activity = useCallMutation(setProgramActive, { emits: PROGRAMS_CHANGED });
  const form = useLmsForm<{ program_name: string }>({
    defaultValues: { program_name: program.program_name },
    rules: (values) => (values.program_name.trim() ? [] : [{ field: 'program_name', message: 'A program needs a name.' }]),
    // A taken name is said at the field; any other failure with the spec's words for a title not saved.
    failureMessage: (error) => (error instanceof ApiError && error.status === 422 ? error.message : PROGRAM_MESSAGES.titleNotUpdated),
  });

  const toggled = async (write: () => Promise<{ message: string }>) => {
    try {
      notify({ type: 'success', message: (await write()).message });
    } catch (error) {
      notify({ type: 'error', message: programFailure(error) });
    }
  };

  return (
    <section className="lms-programs-form" aria-labelledby="lms-programs-settings">
      <h2 id="lms-programs-settings">Program settings</h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          const answer = await rename.mutateAsync({ body: { id: program._id, program_name: values.program_name.trim() } });
          return { values: { program_name: answer.program.program_name }, success: answer.message };
        }}
      >
        <FormField name="program_name" label="Program name" maxLength={200} />
        <FormStatusLine />
        <SubmitButton label="Rename" busyLabel="Renaming…" />
      </Form>
      <CheckboxField
        label="Locked (its sections cannot be added, duplicated, unhooked or removed)"
        value={program.locked}
        onChange={(locked) => void toggled(() => lock.mutateAsync({ body: { id: program._id, locked } }))}
      />
      <CheckboxField
        label="Active enrollment"
        value={program.active_enrollment}
        onChange={(on) => void toggled(() => enrolment.mutateAsync({ params: { programId: program._id }, body: { active_enrollment: on } }))}
      />
      <div className="lms-programs-actions">
        <Button onClick={() => void toggled(() => activity.mutateAsync({ params: { programId: program._id }, body: { active: !program.active } }))}>
          {program.active ? 'Archive program' : 'Restore program'}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          Delete program
        </Button>
      </div>
    </section>
  );
}
