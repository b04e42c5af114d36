import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ActivitySettingsList } from './ActivitySettingsList.ts';
import { ActivitySettingsWriter } from './ActivitySettingsWriter.ts';
import { CourseDefaultsStore } from './CourseDefaultsStore.ts';

export const courseDefaultsRef = createServiceRef<CourseDefaultsStore>('activity-settings.defaults');
export const activityListRef = createServiceRef<ActivitySettingsList>('activity-settings.list');
export const activityWriterRef = createServiceRef<ActivitySettingsWriter>('activity-settings.writer');

export const ACTIVITY_SETTINGS_SERVICES = [
  defineService({
    ref: courseDefaultsRef,
    deps: { db: coreServices.database, clock: coreServices.clock },
    factory: ({ db, clock }) => new CourseDefaultsStore(db, clock),
  }),
  defineService({
    ref: activityListRef,
    deps: { desk: coreServices.activitySettings, records: coreServices.gradebookRecords, defaults: courseDefaultsRef },
    factory: ({ desk, records, defaults }) => new ActivitySettingsList(desk, records, defaults),
  }),
  defineService({
    ref: activityWriterRef,
    deps: { desk: coreServices.activitySettings, records: coreServices.gradebookRecords },
    factory: ({ desk, records }) => new ActivitySettingsWriter(desk, records),
  }),
];
