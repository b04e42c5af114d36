import { useId } from 'react';
import { CheckboxField, Form, FormStatusLine, pageClass, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { getInstallationSettings, saveInstallationSettings } from '../calls/settingsCalls.ts';
import type { InstallationSettings } from '../schemas/settingsBodies.ts';
import { useCallMutation, useCallQuery } from './serverData.ts';

/** /administrator/settings (part 3 §2): the installation settings. */
export default function SettingsScreen() {
  const titleId = useId();
  const stored = useCallQuery(getInstallationSettings, {});
  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Settings</h1>
      {stored.isPending && <p role="status">Loading the settings…</p>}
      {stored.error && (
        <p className="lms-field-error" role="alert">
          {stored.error.message}
        </p>
      )}
      {stored.data && <SettingsForm saved={stored.data} />}
    </section>
  );
}

function SettingsForm({ saved }: { saved: InstallationSettings }) {
  const save = useCallMutation(saveInstallationSettings);
  const form = useLmsForm<InstallationSettings>({ defaultValues: saved });
  return (
    <Form form={form} aria-label="Installation settings" onSubmit={async (values) => ({ values: await save.mutateAsync({ body: values }), success: 'Settings saved.' })}>
      <CheckboxField name="instructors_create_courses" label="Instructors may create courses" />
      <FormStatusLine />
      <SubmitButton label="Save changes" busyLabel="Saving…" />
    </Form>
  );
}
