import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShell } from '../../app/ShellContext.ts';
import { ANNOUNCEMENT_QUERY_KEYS } from '../../announcements/announcementQueries.ts';
import { postAnnouncement, type AnnouncementAudience as Audience } from '@lms/sdk/calls';
import { isSessionLoss } from '../../notifications/errorNotice.ts';
import { accountFailureMessage } from '../account/formFailure.ts';
import { Form, FormField, FormStatusLine, SelectField, SubmitButton, TextAreaField, useLmsForm } from '@lms/sdk/web';

const AUDIENCE_CHOICES: { value: Audience; label: string }[] = [
  { value: 'site-wide', label: 'Site-wide (every site)' },
  { value: 'everyone', label: 'Everyone on this site' },
  { value: 'instructors', label: 'Instructors' },
  { value: 'students', label: 'Students' },
];

interface AnnouncementValues {
  audience: Audience;
  title: string;
  post: string;
}

/** A lost session is the global error rule's to say; anything else the form says. */
const failureMessage = (error: unknown) => (isSessionLoss(error) ? undefined : accountFailureMessage(error));

/** Posts an announcement: it becomes its audience's current one. The server checks every field with its messages. */
export function AnnouncementForm({ canPostSiteWide }: { canPostSiteWide: boolean }) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useLmsForm<AnnouncementValues>({ defaultValues: { audience: 'everyone', title: '', post: '' }, failureMessage });
  const choices = AUDIENCE_CHOICES.filter((choice) => choice.value !== 'site-wide' || canPostSiteWide);

  const onSubmit = async ({ audience, title, post }: AnnouncementValues) => {
    const posted = await api.call(postAnnouncement, { body: { audience, title, post } });
    await Promise.all(ANNOUNCEMENT_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    return { values: { audience, title: '', post: '' }, success: `Announcement posted: ${posted.title}` };
  };

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>New announcement</h2>
      <Form form={form} onSubmit={onSubmit} className="announcement-form">
        <SelectField name="audience" id={`${id}-audience`} label="For" options={choices} />
        <FormField name="title" id={`${id}-title`} label="Title" />
        <TextAreaField name="post" id={`${id}-post`} label="Announcement" rows={4} />
        <SubmitButton label="Post announcement" busyLabel="Posting…" />
        <FormStatusLine />
      </Form>
    </section>
  );
}
