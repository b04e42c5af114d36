import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { RubricRescorer } from './RubricRescorer.ts';
import { RubricService } from './RubricService.ts';
import { RubricUsage } from './RubricUsage.ts';

export const rubricServiceRef = createServiceRef<RubricService>('project.rubrics');

export const RUBRIC_SERVICES = [
  defineService({
    ref: rubricServiceRef,
    deps: {
      db: coreServices.database,
      ids: coreServices.ids,
      clock: coreServices.clock,
      people: coreServices.people,
      records: coreServices.gradebookRecords,
      components: coreServices.components,
      grading: coreServices.grading,
      configs: coreServices.componentConfigs,
    },
    factory: ({ db, ids, clock, people, records, components, grading, configs }) =>
      new RubricService(db, ids, clock, people, new RubricUsage(records, components, configs), new RubricRescorer(grading), configs),
  }),
];
