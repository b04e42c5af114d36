import { useEffect, useId, useState } from 'react';
import { Button, CheckboxField, pageClass, useNotify } from '@lms/sdk/web';
import { getInstallationSettings, saveInstallationSettings } from '../calls/settingsCalls.ts';
import type { InstallationSettings } from '../schemas/settingsBodies.ts';
import { useCallMutation, useCallQuery } from './serverData.ts';

/** /administrator/settings (part 3 §2): the installation settings. */
export default function SettingsScreen() {
  const titleId = useId();
  const notify = useNotify();
  const stored = useCallQuery(getInstallationSettings, {});
  const save = useCallMutation(saveInstallationSettings);
  const [edit, setEdit] = useState<InstallationSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (stored.data && !edit) setEdit(stored.data);
  }, [stored.data, edit]);

  const submit = async () => {
    if (!edit) return;
    try {
      setEdit(await save.mutateAsync({ body: edit }));
      setProblem(null);
      notify({ type: 'success', message: 'Settings saved.' });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section className={pageClass('medium')} aria-labelledby={titleId}>
      <h1 id={titleId}>Settings</h1>
      {stored.isPending && <p role="status">Loading the settings…</p>}
      {stored.error && (
        <p className="lms-field-error" role="alert">
          {stored.error.message}
        </p>
      )}
      {edit && (
        <form
          aria-label="Installation settings"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CheckboxField label="Instructors may create courses" value={edit.instructors_create_courses} onChange={(instructors_create_courses) => setEdit({ ...edit, instructors_create_courses })} />
          {problem && (
            <p className="lms-field-error" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save changes
          </Button>
        </form>
      )}
    </section>
  );
}
