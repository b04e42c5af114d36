import type { CourseSummary, MailMessage, Person } from '@lms/sdk';

/** The mail approving an adoption request sends (part 3 §4 "Approving edits the course and sends an email"), and invite sends again. */
/** A mail subject is one line; a title typed with a line break still reads as one. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export function approvalMail(requester: Person, course: CourseSummary, catalogTitle: string, origin: string): MailMessage {
  const link = `${origin}/${course.id}`;
  return {
    to: requester.email,
    subject: oneLine(`Your course ${course.title} is ready`),
    text:
      `Hello ${requester.firstname},\n\n` +
      `Your request to adopt ${catalogTitle} was approved. Your course ${course.title} is ready for you to teach:\n\n` +
      `${link}\n`,
    kind: 'adoption-approved',
    userId: requester.id,
  };
}
