import { defineErrnos } from '@lms/sdk';

/** The rubrics room's errnos, declared in the plugin's manifest. */
export const RUBRIC_ERRNOS = defineErrnos({
  // Every write names the revision it read; an older one is refused, never silently overwritten.
  'rubric-changed': { status: 409, message: 'This rubric was changed meanwhile. Reload it and make your change again.' },
  // Part 2 §5: editing a rubric used by several projects (or by grades) asks first; the answer says how many.
  'rubric-in-use': { status: 409, message: 'This rubric is in use. Confirm the change, and choose whether grades already given are re-scored.' },
  // Part 2 §6: the rubric's owner changes it; another professor saves a copy (REPLACE_W_NEW).
  'rubric-not-owner': { status: 403, message: 'Only the owner of this rubric can change it. Save your changes as a new rubric.' },
});
