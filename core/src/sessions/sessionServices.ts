import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { SessionService } from './SessionService.ts';

export const sessionRefs = {
  sessions: createServiceRef<SessionService>('core.sessions'),
} as const;

export const sessionServices = [
  defineService({
    ref: sessionRefs.sessions,
    deps: { db: coreServices.database, clock: coreServices.clock, config: kernelParts.config },
    factory: ({ db, clock, config }) => new SessionService(db, clock, config),
  }),
];
