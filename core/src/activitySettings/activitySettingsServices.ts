import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { mediaRefs } from '../media/mediaServices.ts';
import { ConfigCheck } from '../content/ConfigCheck.ts';
import { ActivitySettingsService } from './ActivitySettingsService.ts';

/** `coreServices.activitySettings`: the activity settings list and its bulk change (part 3 §3, §5). */
export const activitySettingsServices = [
  defineService({
    ref: coreServices.activitySettings,
    deps: {
      db: coreServices.database,
      ids: coreServices.ids,
      clock: coreServices.clock,
      ledger: coreServices.grading,
      records: coreServices.gradebookRecords,
      componentTypes: kernelParts.componentTypes,
      pluginDeps: kernelParts.pluginDeps,
      mediaCheck: mediaRefs.referenceCheck,
    },
    factory: (d) =>
      new ActivitySettingsService(d.db, d.ids, d.clock, d.componentTypes, new ConfigCheck(d.db, d.componentTypes, d.mediaCheck, d.pluginDeps), d.ledger, d.records),
  }),
];
