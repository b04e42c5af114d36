import type { RateLimitRule } from '@lms/sdk';

/** New posts, replies and comments per user (issue 14), boards and comments counted together. */
export const POST_RATE_LIMIT: RateLimitRule = { bucket: 'posts', key: 'user', points: 30, durationSeconds: 60 };
