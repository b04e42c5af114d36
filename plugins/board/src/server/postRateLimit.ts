/** New posts, replies and comments per user (issue 14): the SDK's discussion bucket, boards, comments and project comments counted together. */
export { POST_RATE_LIMIT } from '@lms/sdk';
