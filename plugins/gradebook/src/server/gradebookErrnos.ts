import { defineErrnos } from '@lms/sdk';
import { GRADE_NOT_SAVED } from '../calls/gradebookCalls.ts';

export { GRADE_NOT_SAVED };

/** The gradebook's own errnos, declared in its manifest (merged into the kernel's error catalogue). */
export const GRADEBOOK_ERRNOS = defineErrnos({
  'grade-invalid': { status: 422, message: GRADE_NOT_SAVED },
  // An import applied against a gradebook that changed after its preview.
  'gradebook-changed': {
    status: 409,
    message: 'The gradebook changed since this file was previewed (a grade, a column or a student). Preview the file again, then import it.',
  },
});
