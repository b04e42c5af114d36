import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { MessageService } from './MessageService.ts';

/** The message service with its core-only calls; plugins get its `sendBot` through `coreServices.messages`. */
export const messageRefs = {
  service: createServiceRef<MessageService>('core.message-service'),
} as const;

export const messageServices = [
  defineService({
    ref: messageRefs.service,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids },
    factory: ({ db, clock, ids }) => new MessageService(db, clock, ids),
  }),
  defineService({ ref: coreServices.messages, deps: { service: messageRefs.service }, factory: ({ service }) => service }),
];
