import { defineRoute } from '@lms/contract/route.ts';
import { refreshSession } from '@lms/contract/calls/accountCalls.ts';

/** Part 1 §7 "Monitoring": the in-course keep-alive. */
export const sessionRefreshRoutes = [
  defineRoute(refreshSession, {
    permission: 'user',
    // It extends the session: another site's image or link must not keep a victim's session alive.
    changesState: true,
    async handler({ session }) {
      await session.refresh();
      return { status: 'ok' };
    },
  }),
];
