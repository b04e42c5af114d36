import { defineErrnos } from '@lms/sdk';
import { TAGS_NOT_FOUND } from '../schemas/itemBody.ts';

/** The assessment's own errnos, declared in its manifest (merged into the kernel's error catalogue). */
export const ASSESSMENT_ERRNOS = defineErrnos({
  [TAGS_NOT_FOUND.errno]: { status: 404, message: TAGS_NOT_FOUND.message },
});
