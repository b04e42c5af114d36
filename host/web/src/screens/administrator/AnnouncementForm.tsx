import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { ANNOUNCEMENT_QUERY_KEYS } from '../../announcements/announcementQueries.ts';
import { postAnnouncement, type AnnouncementAudience as Audience } from '@lms/sdk/calls';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FormStatus } from '../account/FormStatus.tsx';
import { formFailure, type FieldMessages } from '../account/formFailure.ts';
import { useSaveStatus } from '../account/useSaveStatus.ts';
import { SelectField } from '../login/form/SelectField.tsx';

const AUDIENCE_CHOICES: { value: Audience; label: string }[] = [
  { value: 'site-wide', label: 'Site-wide (every site)' },
  { value: 'everyone', label: 'Everyone on this site' },
  { value: 'instructors', label: 'Instructors' },
  { value: 'students', label: 'Students' },
];

/** Posts an announcement: it becomes its audience's current one. The server checks every field with its messages. */
export function AnnouncementForm({ canPostSiteWide }: { canPostSiteWide: boolean }) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const id = useId();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [title, setTitle] = useState('');
  const [post, setPost] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const status = useSaveStatus();
  const choices = AUDIENCE_CHOICES.filter((choice) => choice.value !== 'site-wide' || canPostSiteWide);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    status.start();
    try {
      const posted = await api.call(postAnnouncement, { body: { audience, title, post } });
      status.succeed(`Announcement posted: ${posted.title}`);
      setTitle('');
      setPost('');
      await Promise.all(ANNOUNCEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    } catch (error) {
      if (isSessionLoss(error)) return status.fail();
      const failure = formFailure(error, ['audience', 'title', 'post']);
      setErrors(failure.fields);
      status.fail(failure.form);
    }
  };

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New announcement</h2>
      <form className="announcement-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField id={`${id}-audience`} label="For" value={audience} options={choices} onChange={(value) => setAudience(value as Audience)} error={errors.audience} />
        <TextField id={`${id}-title`} label="Title" value={title} onChange={setTitle} error={errors.title} />
        <TextAreaField id={`${id}-post`} label="Announcement" value={post} onChange={setPost} error={errors.post} rows={4} />
        <button type="submit" className="button button--primary" disabled={status.saving}>
          {status.saving ? 'Posting…' : 'Post announcement'}
        </button>
        <FormStatus success={status.success} error={status.error} />
      </form>
    </section>
  );
}
