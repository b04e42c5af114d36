import { definePluginDemo } from '@lms/sdk';
import { codesRef } from './services.ts';

/** Unredeemed access codes kept for the demo paid course. */
const DEMO_CODES = 3;

/** The demo sells the demo paid course: access codes to try, printed at start-up (made only when fewer are left). */
export const paymentsDemo = definePluginDemo({
  deps: { codes: codesRef },
  async seed({ paidCourseId, deps }) {
    const codes = await deps.codes.unredeemed(paidCourseId, DEMO_CODES);
    return [`Demo access codes for the paid course (/payment/${paidCourseId}): ${codes.join(', ')}`];
  },
});
