import type { PluginDemo } from '@lms/sdk';
import { codesRef } from './services.ts';

/** Unredeemed access codes kept for the demo paid course. */
const DEMO_CODES = 3;

/** The demo sells the demo paid course: access codes to try, printed at start-up (made only when fewer are left). */
export const paymentsDemo: PluginDemo = {
  async seed({ paidCourseId, resolve }) {
    const codes = await resolve(codesRef).unredeemed(paidCourseId, DEMO_CODES);
    return [`Demo access codes for the paid course (/payment/${paidCourseId}): ${codes.join(', ')}`];
  },
};
