import { jobRefs, mailRefs, type Kernel, type MailboxMessage } from '@lms/core';

/** Waits until the kernel's job worker has run every due job (mail sent by a request is then delivered). */
export async function drainJobs(kernel: Kernel): Promise<void> {
  await kernel.resolve(jobRefs.jobWorker).drain();
}

/** Delivers due mail, then answers the messages sent to `to` (any case), newest first, with their bodies. */
export async function mailTo(kernel: Kernel, to: string): Promise<MailboxMessage[]> {
  await drainJobs(kernel);
  const mailbox = kernel.resolve(mailRefs.mailbox);
  const messages = [];
  for (const entry of await mailbox.list({ to })) {
    const message = await mailbox.message(entry._id);
    if (message) messages.push(message);
  }
  return messages;
}
