import { useId } from 'react';
import { Field, Form, FormField, FormStatusLine, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';
import { PROFILE_MESSAGES, validateProfile } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { isGoogleAccount } from '../../session/userRoles.ts';
import { UNIVERSITY_FIELD, type AccountUser } from './accountUser.ts';
import { accountFailureMessage } from './formFailure.ts';
import { updateProfile } from '@lms/sdk/calls';

interface ProfileValues {
  firstname: string;
  lastname: string;
  university: string;
  description: string;
}

/** A name that a Google account shows but cannot change (part 1 §5 Profile). */
function LockedName({ id, label, value, hintId }: { id: string; label: string; value: string; hintId: string }) {
  return <Field id={id} label={label}>{(control) => <input {...control} aria-describedby={hintId} value={value} readOnly />}</Field>;
}

/** Names, university (when the brand asks for one) and description; POST update_profile/. */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { api, session, settings } = useShell();
  const universityRequired = UNIVERSITY_FIELD in settings.student_fields;
  const universityLabel = settings.student_fields[UNIVERSITY_FIELD] || 'University/Institution';
  const namesLocked = isGoogleAccount(user);
  const hintId = useId();
  const form = useLmsForm<ProfileValues>({
    defaultValues: { firstname: user.firstname, lastname: user.lastname, university: user.university ?? '', description: user.description ?? '' },
    rules: (values) => validateProfile(values, universityRequired),
    failureMessage: accountFailureMessage,
  });

  const onSubmit = async ({ firstname, lastname, university, description }: ProfileValues) => {
    const updated = await api.call(updateProfile, {
      body: {
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        ...(universityRequired ? { university: university.trim() } : {}),
        description,
      },
    });
    session.signIn(updated);
    return { success: PROFILE_MESSAGES.updated };
  };

  const { firstname, lastname } = form.getValues();
  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">Profile</h2>
      {namesLocked ? (
        <>
          <p id={hintId} className="account-form__hint">
            {PROFILE_MESSAGES.nameLocked}
          </p>
          <div className="account-form__pair">
            <LockedName id="profile-firstname" label="First name" value={firstname} hintId={hintId} />
            <LockedName id="profile-lastname" label="Last name" value={lastname} hintId={hintId} />
          </div>
        </>
      ) : (
        <div className="account-form__pair">
          <FormField name="firstname" id="profile-firstname" label="First name" autoComplete="given-name" />
          <FormField name="lastname" id="profile-lastname" label="Last name" autoComplete="family-name" />
        </div>
      )}
      {universityRequired && <FormField name="university" id="profile-university" label={universityLabel} autoComplete="organization" />}
      <TextAreaField name="description" id="profile-description" label="About you" rows={4} />
      <FormStatusLine />
      <SubmitButton label="Save profile" busyLabel="Saving…" />
    </Form>
  );
}
