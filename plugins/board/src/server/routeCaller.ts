/** The caller of a course route (its permission guarantees a user and their access): the SDK's discussion caller. */
export { threadCaller as routeCaller } from '@lms/sdk';
