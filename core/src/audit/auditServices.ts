import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { AuditLogService } from './AuditLogService.ts';

const { database: db, clock, ids } = coreServices;

export const auditServices = [defineService({ ref: coreServices.auditLog, deps: { db, clock, ids }, factory: (d) => new AuditLogService(d.db, d.clock, d.ids) })];
