import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/**
 * The job `remove-unconfirmed-qti-packages`: queued with each upload, to run a
 * day after it; removes every package never confirmed that is older than a
 * day (see UnconfirmedPackages).
 */
export const removeUnconfirmedKind = defineJobKind('remove-unconfirmed-qti-packages', Type.Object({}));
