import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ToolProviderService } from './ToolProviderService.ts';
import { ToolProviderStore } from './ToolProviderStore.ts';

export const toolProvidersRef = createServiceRef<ToolProviderService>('lti-tools.providers');

const toolProviders = defineService({
  ref: toolProvidersRef,
  deps: { db: coreServices.database, courses: coreServices.courses, clock: coreServices.clock, ids: coreServices.ids },
  factory: ({ db, courses, clock, ids }) => new ToolProviderService(db, new ToolProviderStore(db), courses, clock, ids),
});

export const LTI_TOOLS_SERVICES = [toolProviders];
