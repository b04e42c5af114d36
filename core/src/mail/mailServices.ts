import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { jobRefs } from '../jobs/jobServices.ts';
import { MailOutbox } from './MailOutbox.ts';
import { Mailbox } from './Mailbox.ts';
import { MailDelivery } from './MailDelivery.ts';

export const mailRefs = {
  mail: createServiceRef<MailOutbox>('core.mail'),
  mailbox: createServiceRef<Mailbox>('core.mailbox'),
  /** Sends queued mail: the handler of the mail job. */
  delivery: createServiceRef<MailDelivery>('core.mail-delivery'),
} as const;

export const mailServices = [
  defineService({
    ref: mailRefs.mail,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, jobs: jobRefs.jobs },
    factory: ({ db, clock, ids, jobs }) => new MailOutbox(db, clock, ids, jobs),
  }),
  defineService({ ref: mailRefs.mailbox, deps: { db: coreServices.database }, factory: ({ db }) => new Mailbox(db) }),
  defineService({
    ref: mailRefs.delivery,
    deps: { db: coreServices.database, clock: coreServices.clock, logger: coreServices.logger, config: kernelParts.config },
    factory: ({ db, clock, logger, config }) => new MailDelivery(db, clock, logger, config),
  }),
  defineService({ ref: coreServices.mail, deps: { outbox: mailRefs.mail }, factory: ({ outbox }) => outbox }),
];
