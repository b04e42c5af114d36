import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppLink, Form, pageClass, FormField, FormStatusLine, SubmitButton, useDebouncedValue, useLmsForm, useNotify, useSessionUser, type LmsForm } from '@lms/sdk/web';
import { createInstructorBundle, getRoutingState, listTaughtCourses, saveRoutingState } from '../../calls/routingCalls.ts';
import { ROUTING_MESSAGES, type GroupSetUpState, type RoutingState } from '../../schemas/routingSchemas.ts';
import { cents } from '../admin/priceForm.ts';
import { bundlePaymentPath } from '../bundle/bundlePaymentPath.ts';
import { useCallMutation, useCallQuery } from '../serverData.ts';
import { autoBundlerProblems, stateFromValues, valuesFromState, type AutoBundlerValues } from './autoBundlerForm.ts';

const NAME = { params: { name: 'group_set_up' } } as const;
/** Part 2 §8: routing errors are shown 3 s. */
export const ROUTING_ERROR_TIMEOUT = 3000;

/**
 * The group_set_up element of /routing/{route} (part 1 §2, the auto-bundler):
 * an instructor picks courses they teach, names and prices the bundle, and
 * creates it. What was typed and picked is kept in the routing state
 * (`POST routing/group_set_up`), so leaving and coming back keeps it.
 */
export default function AutoBundler() {
  const user = useSessionUser();
  const saved = useCallQuery(getRoutingState, NAME);
  const mayBundle = user !== null && (user.instructor || user.administrator === 3);
  const taught = useCallQuery(listTaughtCourses, {}, { enabled: mayBundle });
  if (user && !mayBundle) return <AutoBundlerFrame><p className="notice">{ROUTING_MESSAGES.instructorsOnly}</p></AutoBundlerFrame>;
  if (!saved.data || !taught.data) return <AutoBundlerFrame><p role="status">Loading your courses…</p></AutoBundlerFrame>;
  const courses = taught.data.courses;
  if (courses.length < 2) return <AutoBundlerFrame><p className="notice">{ROUTING_MESSAGES.severalCourses} You teach {courses.length === 1 ? 'one course' : 'no courses'}.</p></AutoBundlerFrame>;
  return (
    <AutoBundlerFrame>
      <BundlerForm saved={saved.data} courses={courses} />
    </AutoBundlerFrame>
  );
}

function AutoBundlerFrame({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`${pageClass('narrow')} lms-payments-screen`} aria-labelledby={titleId}>
      <h1 id={titleId}>Group your courses into a bundle</h1>
      {children}
    </section>
  );
}

function BundlerForm({ saved, courses }: { saved: RoutingState; courses: readonly { _id: string; title: string }[] }) {
  const notify = useNotify();
  const initial = useMemo(() => valuesFromState(saved.state, new Set(courses.map((course) => course._id))), [saved.state, courses]);
  const form = useLmsForm<AutoBundlerValues>({ defaultValues: initial, rules: autoBundlerProblems, warnUnsaved: false, failureMessage: () => undefined });
  const [created, setCreated] = useState<{ id: string; title: string } | null>(null);
  const showError = (error: unknown) => notify({ type: 'error', message: error instanceof Error ? error.message : String(error), timeout: ROUTING_ERROR_TIMEOUT });
  const progress = useCallMutation(saveRoutingState);
  const create = useCallMutation(createInstructorBundle);
  useKeptProgress(form, initial, (state) => progress.mutateAsync({ ...NAME, body: { state, params: saved.params, message: saved.message } }).catch(showError));

  const submit = async (values: AutoBundlerValues) => {
    try {
      const { bundle } = await create.mutateAsync({ body: { title: values.title, amount: cents(values.price) ?? 0, courses: values.courses } });
      setCreated({ id: bundle._id, title: bundle.title });
      // The emptied form is saved as the progress like any change.
      return { values: { title: '', price: '', courses: [] }, success: `The bundle "${bundle.title}" was created.` };
    } catch (error) {
      showError(error);
      throw error;
    }
  };
  const coursesError = form.formState.errors.courses?.message;
  return (
    <Form form={form} onSubmit={submit} className="lms-payments-form" aria-label="New bundle of your courses">
      <fieldset className="lms-payments-picks" aria-describedby={coursesError ? 'auto-bundler-courses-error' : undefined}>
        <legend>Courses you teach (pick at least two)</legend>
        {courses.map((course) => (
          <label key={course._id} className="lms-payments-check">
            <input type="checkbox" value={course._id} {...form.register('courses')} /> {course.title}
          </label>
        ))}
        {coursesError && (
          <p id="auto-bundler-courses-error" className="lms-field-error">
            {coursesError}
          </p>
        )}
      </fieldset>
      <FormField name="title" label="Bundle title" maxLength={200} />
      <FormField name="price" label="Price ($)" inputMode="decimal" hint="0 for a free bundle." />
      <FormStatusLine />
      {created && (
        <p>
          <AppLink to={bundlePaymentPath(created.id)}>Open the bundle "{created.title}"</AppLink>
        </p>
      )}
      <SubmitButton label="Create the bundle" busyLabel="Creating…" />
    </Form>
  );
}

/**
 * Saves what is typed and picked (a second after the last change, and at once when the screen is left)
 * unless it is what the server already holds.
 */
function useKeptProgress(form: LmsForm<AutoBundlerValues>, initial: AutoBundlerValues, save: (state: GroupSetUpState) => Promise<unknown>): void {
  const current = JSON.stringify(stateFromValues(form.watch()));
  const settled = useDebouncedValue(current, 1000);
  const [lastSaved, setLastSaved] = useState(() => JSON.stringify(stateFromValues(initial)));
  useEffect(() => {
    if (settled === lastSaved) return;
    setLastSaved(settled);
    void save(JSON.parse(settled) as GroupSetUpState);
  }, [settled, lastSaved, save]);
  // Leaving within the second: what was typed last is saved all the same.
  const latest = useRef({ current, lastSaved, save });
  latest.current = { current, lastSaved, save };
  useEffect(
    () => () => {
      const { current: unsaved, lastSaved: held, save: saveNow } = latest.current;
      if (unsaved !== held) void saveNow(JSON.parse(unsaved) as GroupSetUpState);
    },
    [],
  );
}
