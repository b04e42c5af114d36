import { MODERATION_MESSAGES } from '@lms/sdk/calls';

/** The spec's board messages (part 2 §4, §5, §8), quoted exactly, shared by server and web. */
export const BOARD_MESSAGES = {
  opensOn: 'This discussion board opens on',
  endedOn: 'This discussion board ended on',
  // Sic: the spec's spelling.
  closedForComments: 'This disussion board is closed for further comments.',
  openAfterClose: 'The open date occurs after the board is closed.',
  openAfterDue: 'The open date occurs after the board is due.',
  dueAfterClose: 'The due date occurs after the board is closed.',
  onePerPage: 'Only one discussion board allowed on a page.',
  notFound: 'Did not find a discussion board',
  ...MODERATION_MESSAGES,
} as const;

/** Our own messages, where the spec gives none: the SDK's discussion messages. */
export { THREAD_MESSAGES } from '@lms/sdk/calls';
