import { CheckboxField, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { PROFILE_MESSAGES } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { UNIVERSITY_FIELD, type AccountUser } from './accountUser.ts';
import { accountFailureMessage } from './formFailure.ts';
import { updateProfile } from '@lms/sdk/calls';

interface NotificationValues {
  email_notifications: boolean;
}

/** Email notifications on or off: POST update_profile/ with the stored profile and email_notifications. */
export function EmailNotificationsForm({ user }: { user: AccountUser }) {
  const { api, session, settings } = useShell();
  const form = useLmsForm<NotificationValues>({ defaultValues: { email_notifications: user.email_notifications !== false }, failureMessage: accountFailureMessage });

  const onSubmit = async ({ email_notifications }: NotificationValues) => {
    // The call takes the whole profile: send the saved one, not the profile form's unsaved edits.
    const updated = await api.call(updateProfile, {
      body: {
        firstname: user.firstname,
        lastname: user.lastname,
        ...(UNIVERSITY_FIELD in settings.student_fields ? { university: user.university ?? '' } : {}),
        email_notifications,
      },
    });
    session.signIn(updated);
    return { success: PROFILE_MESSAGES.updated };
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="account-notifications-title">
      <h2 id="account-notifications-title">Email notifications</h2>
      <CheckboxField name="email_notifications" id="notifications-email" label="Send me email notifications" />
      <FormStatusLine />
      <SubmitButton label="Save notifications" busyLabel="Saving…" />
    </Form>
  );
}
