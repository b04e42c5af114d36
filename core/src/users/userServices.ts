import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { authRefs } from '../auth/authServices.ts';
import { sessionRefs } from '../sessions/sessionServices.ts';
import { UserService } from './UserService.ts';
import { peopleDirectory } from './peopleDirectory.ts';

export const userRefs = {
  users: createServiceRef<UserService>('core.users'),
} as const;

export const userServices = [
  defineService({
    ref: userRefs.users,
    deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, passwords: authRefs.passwords, sessions: sessionRefs.sessions },
    factory: ({ db, ids, clock, passwords, sessions }) => new UserService(db, ids, clock, passwords, sessions),
  }),
  defineService({ ref: coreServices.people, deps: { db: coreServices.database }, factory: ({ db }) => peopleDirectory(db) }),
];
