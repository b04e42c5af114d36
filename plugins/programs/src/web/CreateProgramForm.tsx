import { Form, FormField, FormStatusLine, routePath, SelectField, SubmitButton, useAppNavigate, useLmsForm, type FormRules } from '@lms/sdk/web';
import { listCourses } from '@lms/sdk/calls';
import { makeProgram } from '../calls/programCalls.ts';
import { PROGRAMS_CHANGED, useCallMutation, useCallQuery } from './serverData.ts';

interface NewProgramValues {
  program_name: string;
  program_template: string;
  catalog_id: string;
}

const rules: FormRules<NewProgramValues> = (values) => [
  ...(values.program_name.trim() ? [] : [{ field: 'program_name', message: 'A program needs a name.' }]),
  ...(values.program_template.trim() ? [] : [{ field: 'program_template', message: 'The section template needs a title.' }]),
  ...(values.catalog_id ? [] : [{ field: 'catalog_id', message: 'Choose the course the template is copied from.' }]),
];

/** Creates a program: its name (unique), and its section template copied from one of the caller's courses. */
export function CreateProgramForm() {
  const navigate = useAppNavigate();
  const courses = useCallQuery(listCourses, {});
  const create = useCallMutation(makeProgram, { emits: PROGRAMS_CHANGED });
  const form = useLmsForm<NewProgramValues>({
    defaultValues: { program_name: '', program_template: '', catalog_id: '' },
    rules,
    // Three short fields, and success leaves the screen for the new program: no question before leaving.
    warnUnsaved: false,
  });
  const options = [
    { value: '', label: 'Choose a course' },
    ...(courses.data?.courses ?? []).filter((course) => course.role === 'instructor').map((course) => ({ value: course._id, label: course.title })),
  ];

  const submit = async (values: NewProgramValues) => {
    const answer = await create.mutateAsync({ body: { ...values, program_name: values.program_name.trim(), program_template: values.program_template.trim() } });
    navigate(routePath('programs.detail', { programId: answer.program._id }));
    return { success: answer.message };
  };

  return (
    <Form form={form} onSubmit={submit} className="lms-programs-form" aria-labelledby="lms-programs-create">
      <h2 id="lms-programs-create">Create a program</h2>
      <FormField name="program_name" label="Program name" maxLength={200} />
      <FormField name="program_template" label="Section template title" maxLength={200} />
      <SelectField name="catalog_id" label="Copy the template from" options={options} hint="One of the courses you teach." />
      <FormStatusLine />
      <SubmitButton label="Create program" busyLabel="Creating…" />
    </Form>
  );
}
