import { defineJobKind } from '@lms/sdk';
import { Type } from '@lms/sdk/calls';

/** The job `read-qti-package`: reads the item files of an uploaded package, counting progress (see PackageImports.readItems). */
export const readPackageKind = defineJobKind('read-qti-package', Type.Object({ packageId: Type.String() }));
