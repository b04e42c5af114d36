import { useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { UNIVERSITY_FIELD, type AccountUser } from './accountUser.ts';
import { formFailure } from './formFailure.ts';
import { FormStatus } from './FormStatus.tsx';
import { useSaveStatus } from './useSaveStatus.ts';
import { updateProfile } from '@lms/sdk/calls';

/** Email notifications on or off: POST update_profile/ with the stored profile and email_notifications. */
export function EmailNotificationsForm({ user }: { user: AccountUser }) {
  const { api, session, settings } = useShell();
  const [enabled, setEnabled] = useState(user.email_notifications !== false);
  const status = useSaveStatus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    status.start();
    try {
      // The call takes the whole profile: send the saved one, not the profile form's unsaved edits.
      const updated = await api.call(updateProfile, {
        body: {
        firstname: user.firstname,
        lastname: user.lastname,
        ...(UNIVERSITY_FIELD in settings.student_fields ? { university: user.university ?? '' } : {}),
          email_notifications: enabled,
        },
      });
      session.signIn(updated);
      status.succeed(PROFILE_MESSAGES.updated);
    } catch (error) {
      const failure = formFailure(error, []);
      status.fail(failure.form);
    }
  };

  return (
    <form noValidate aria-labelledby="account-notifications-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="account-notifications-title">Email notifications</h2>
      <label className="checkbox account-form__checkbox">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Send me email notifications
      </label>
      <FormStatus success={status.success} error={status.error} />
      <SubmitButton label="Save notifications" busyLabel="Saving…" busy={status.saving} block={false} />
    </form>
  );
}
