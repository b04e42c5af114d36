import { defineErrnos } from '@lms/sdk';

/**
 * The drilldown's errnos, declared in the manifest. A student asking for
 * another student's numbers gets its own errno (not the kernel's
 * access-denied), which the drilldown screen handles: the student reads the
 * message instead of losing the session.
 */
export const DRILLDOWN_ERRNOS = defineErrnos({
  'insights-not-own-drilldown': { status: 403, message: 'You may only see your own drilldown.' },
});
