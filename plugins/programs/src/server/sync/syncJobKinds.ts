import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/** A template sync of one section; the job's row (programs_jobs) says which and records progress. */
export const templateSyncKind = defineJobKind('template-sync', Type.Object({ jobId: Type.String() }));

/** A deep clone of a section or the template (part 3 §7 deep_clone, 5 minutes). */
export const deepCloneKind = defineJobKind('deep-clone', Type.Object({ jobId: Type.String() }));

/** A duplicate of a section (part 3 §7 duplicate, bounded as deep_clone is). */
export const duplicateKind = defineJobKind('section-duplicate', Type.Object({ jobId: Type.String() }));
