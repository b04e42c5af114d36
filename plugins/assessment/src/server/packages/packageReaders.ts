import { offLoopJob } from '@lms/sdk';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../../qti/package/packageLimits.ts';
import type { PackageContents, PackageItemFile } from '../../qti/package/readPackageContents.ts';
import type { PackageItemReading } from '../../qti/package/readPackageItem.ts';

const JOB_MODULE = new URL('../../qti/package/readPackageJob.ts', import.meta.url).href;

/** Unpacking and sorting a package, off the event loop: stopped after 20 seconds (422 too-complex). */
export const readPackageOffLoop = offLoopJob<Uint8Array, PackageContents>(JOB_MODULE, 'readPackage', {
  deadlineMs: 20_000,
  maxInputLength: PACKAGE_LIMITS.maxPackageBytes,
  tooLargeMessage: PACKAGE_MESSAGES.tooLarge,
});

/** A batch of item files read as items, off the event loop: 5 seconds per item at most, as the single import. */
export const ITEMS_PER_BATCH = 10;
export const readItemsOffLoop = offLoopJob<PackageItemFile[], PackageItemReading[]>(JOB_MODULE, 'readItems', { deadlineMs: 5_000 * ITEMS_PER_BATCH });
