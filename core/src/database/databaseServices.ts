import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { DatabaseHealth } from './DatabaseHealth.ts';

export const databaseRefs = {
  health: createServiceRef<DatabaseHealth>('core.health'),
} as const;

export const databaseServices = [defineService({ ref: databaseRefs.health, deps: { db: coreServices.database }, factory: ({ db }) => new DatabaseHealth(db) })];
