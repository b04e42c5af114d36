import { useId, useState, type FormEvent } from 'react';
import { PROFILE_MESSAGES, validateProfile } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { isGoogleAccount } from '../../session/userRoles.ts';
import { Field } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { UNIVERSITY_FIELD, type AccountUser } from './accountUser.ts';
import { FormStatus } from './FormStatus.tsx';
import { useAccountForm } from './useAccountForm.ts';
import { updateProfile } from '@lms/sdk/calls';

const PROFILE_FIELDS = ['firstname', 'lastname', 'university', 'description'];

/** A name that a Google account shows but cannot change (part 1 §5 Profile). */
function LockedName({ id, label, value, hintId }: { id: string; label: string; value: string; hintId: string }) {
  return (
    <Field id={id} label={label}>
      <input id={id} className="field__input" value={value} readOnly aria-describedby={hintId} />
    </Field>
  );
}

/** Names, university (when the brand asks for one) and description; POST update_profile/. */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { api, session, settings } = useShell();
  const universityRequired = UNIVERSITY_FIELD in settings.student_fields;
  const universityLabel = settings.student_fields[UNIVERSITY_FIELD] || 'University/Institution';
  const namesLocked = isGoogleAccount(user);
  const hintId = useId();
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [university, setUniversity] = useState(user.university ?? '');
  const [description, setDescription] = useState(user.description ?? '');
  const { errors, status, formRef, check, fail } = useAccountForm(PROFILE_FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (check(validateProfile({ firstname, lastname, university }, universityRequired))) return;
    status.start();
    try {
      const updated = await api.call(updateProfile, {
        body: {
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        ...(universityRequired ? { university: university.trim() } : {}),
          description,
        },
      });
      session.signIn(updated);
      status.succeed(PROFILE_MESSAGES.updated);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate aria-labelledby="account-profile-title" onSubmit={(event) => void onSubmit(event)}>
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
          <TextField id="profile-firstname" label="First name" autoComplete="given-name" value={firstname} onChange={setFirstname} error={errors.firstname} />
          <TextField id="profile-lastname" label="Last name" autoComplete="family-name" value={lastname} onChange={setLastname} error={errors.lastname} />
        </div>
      )}
      {universityRequired && (
        <TextField id="profile-university" label={universityLabel} autoComplete="organization" value={university} onChange={setUniversity} error={errors.university} />
      )}
      <TextAreaField id="profile-description" label="About you" value={description} onChange={setDescription} error={errors.description} rows={4} />
      <FormStatus success={status.success} error={status.error} />
      <SubmitButton label="Save profile" busyLabel="Saving…" busy={status.saving} block={false} />
    </form>
  );
}
