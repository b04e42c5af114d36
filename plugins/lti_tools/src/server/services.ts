import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ToolProviderService } from './ToolProviderService.ts';
import { ToolProviderStore } from './ToolProviderStore.ts';
import { LaunchService } from './launch/LaunchService.ts';
import { LaunchStore } from './launch/LaunchStore.ts';

export const toolProvidersRef = createServiceRef<ToolProviderService>('lti-tools.providers');

const toolProviders = defineService({
  ref: toolProvidersRef,
  deps: { db: coreServices.database, courses: coreServices.courses, clock: coreServices.clock, ids: coreServices.ids },
  factory: ({ db, courses, clock, ids }) => new ToolProviderService(db, new ToolProviderStore(db), courses, clock, ids),
});

export const launchesRef = createServiceRef<LaunchService>('lti-tools.launches');

const launches = defineService({
  ref: launchesRef,
  deps: { db: coreServices.database, components: coreServices.components, courses: coreServices.courses, people: coreServices.people, clock: coreServices.clock },
  factory: ({ db, components, courses, people, clock }) => new LaunchService(new LaunchStore(db), new ToolProviderStore(db), components, courses, people, clock),
});

export const LTI_TOOLS_SERVICES = [toolProviders, launches];
