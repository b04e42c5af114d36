import { defineErrnos } from '@lms/sdk';
import { TRANSITION_MESSAGES } from '../../rules/projectStatus.ts';

/** The projects room's errnos, declared in the plugin manifest. */
export const PROJECT_ERRNOS = defineErrnos({
  // Every write names the revision it read (issue 19 concurrency): an older one never overwrites.
  'project-changed': { status: 409, message: 'This project was changed since you opened it. Reload it to see the changes, then try again.' },
  'project-exists': { status: 409, message: 'You already have a project here.' },
  // Part 2 §4: shared and submitted projects are locked against edits.
  'project-locked': { status: 409, message: 'This project is locked: unshare it, or ask your instructor to reopen it, to change it.' },
  'project-status': { status: 409, message: TRANSITION_MESSAGES.shareLocked },
  'sharing-not-allowed': { status: 403, message: TRANSITION_MESSAGES.sharingBeforeSubmit },
});
