import { Form, FormStatusLine, NumberField, pageClass, SubmitButton, useApi, useLmsForm, type RouteScreenProps } from '@lms/sdk/web';
import { getSchedulerSettings, saveSchedulerSettings } from '../calls/reviewCalls.ts';
import { schedulerSettingsProblems, type SchedulerSettingsText } from '../rules/schedulerSettingsRules.ts';
import type { settingsRoute } from './routes.ts';
import { useCallQuery } from './serverData.ts';

/** The course's FSRS parameters: what recall to aim for, and the longest gap between reviews. */
export default function SettingsScreen({ params }: RouteScreenProps<typeof settingsRoute>) {
  const settings = useCallQuery(getSchedulerSettings, { params: { courseId: params.courseId } });
  if (settings.isPending) return <main className={pageClass('narrow')}><p role="status">Loading…</p></main>;
  if (settings.error) return <main className={pageClass('narrow')}><p role="alert">{settings.error.message}</p></main>;
  return (
    <main className={pageClass('narrow')}>
      <h1>Flashcard review settings</h1>
      <p>
        Every card a student studies is scheduled for review with FSRS. {settings.data.defaults ? 'This course uses the defaults.' : ''}
      </p>
      <SettingsForm courseId={params.courseId} saved={{ request_retention: String(settings.data.request_retention), maximum_interval: String(settings.data.maximum_interval) }} />
    </main>
  );
}

function SettingsForm({ courseId, saved }: { courseId: string; saved: SchedulerSettingsText }) {
  const api = useApi();
  const form = useLmsForm<SchedulerSettingsText>({ defaultValues: saved, rules: schedulerSettingsProblems });
  return (
    <Form
      form={form}
      aria-label="Flashcard review settings"
      onSubmit={async (values) => {
        const answer = await api.call(saveSchedulerSettings, { params: { courseId }, body: { request_retention: Number(values.request_retention), maximum_interval: Number(values.maximum_interval) } });
        return { values: { request_retention: String(answer.request_retention), maximum_interval: String(answer.maximum_interval) }, success: 'Saved.' };
      }}
    >
      <NumberField name="request_retention" label="Requested retention" hint="The share of cards a student should still recall when they are due, from 0.7 to 0.99 (default 0.9). Higher means more reviews." />
      <NumberField name="maximum_interval" label="Maximum interval (days)" hint="The longest time between two reviews of a card, 1 to 36500 days (default 36500)." />
      <FormStatusLine />
      <SubmitButton label="Save" busyLabel="Saving…" />
    </Form>
  );
}
