import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { pageAdaptiveItemsService } from './adaptive/pageAdaptiveItemsRef.ts';
import { deliveryService } from './delivery/deliveryServiceRef.ts';
import { GRADING_SERVICES } from './grading/gradingServices.ts';
import { ItemBank } from './ItemBank.ts';
import { overrideService } from './overrides/overrideServiceRef.ts';
import { REPORT_SERVICES } from './reports/reportServices.ts';

export const itemBankRef = createServiceRef<ItemBank>('assessment.item-bank');

const itemBank = defineService({
  ref: itemBankRef,
  deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, permissions: coreServices.permissions },
  factory: ({ db, ids, clock, permissions }) => new ItemBank(db, ids, clock, permissions),
});

export const ASSESSMENT_SERVICES = [itemBank, deliveryService, ...REPORT_SERVICES, ...GRADING_SERVICES, overrideService, pageAdaptiveItemsService];
