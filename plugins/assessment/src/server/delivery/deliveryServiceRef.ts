import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { liveProgressRef } from '../reports/reportServices.ts';
import { DeliveryService } from './DeliveryService.ts';

export const deliveryServiceRef = createServiceRef<DeliveryService>('assessment.delivery');

export const deliveryService = defineService({
  ref: deliveryServiceRef,
  deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, components: coreServices.components, grading: coreServices.grading, progress: liveProgressRef },
  factory: ({ db, ids, clock, components, grading, progress }) => new DeliveryService(db, ids, clock, components, grading, progress),
});
