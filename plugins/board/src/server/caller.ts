/** Who makes a board or comments call: the SDK's discussion caller and its rights. */
export { type ThreadCaller as Caller, isModerator, isStudent } from '@lms/sdk';
