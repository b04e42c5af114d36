import { defineRoute } from '../contract/route.ts';

/** Part 1 §7 "Monitoring": the in-course keep-alive. */
export const sessionRefreshRoutes = [
  defineRoute({
    method: 'GET',
    path: 'refresh',
    permission: 'user',
    // It extends the session: another site's image or link must not keep a victim's session alive.
    changesState: true,
    summary: "Keep-alive: pushes the session's expiry forward (sent after 10 minutes of activity in a course).",
    async handler({ session }) {
      await session.refresh();
      return { status: 'ok' };
    },
  }),
];
