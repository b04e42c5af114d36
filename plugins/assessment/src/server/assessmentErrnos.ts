import { defineErrnos } from '@lms/sdk';
import { ADAPTIVE_DISABLED } from '../schemas/adaptiveMessages.ts';
import { TAGS_NOT_FOUND } from '../schemas/itemBody.ts';

/** The assessment's own errnos, declared in its manifest (merged into the kernel's error catalogue). */
export const ASSESSMENT_ERRNOS = defineErrnos({
  [TAGS_NOT_FOUND.errno]: { status: 404, message: TAGS_NOT_FOUND.message },
  [ADAPTIVE_DISABLED.errno]: { status: ADAPTIVE_DISABLED.status, message: ADAPTIVE_DISABLED.message },
});
