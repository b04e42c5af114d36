import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { DeliveryService } from './DeliveryService.ts';

export const deliveryServiceRef = createServiceRef<DeliveryService>('assessment.delivery');

export const deliveryService = defineService({
  ref: deliveryServiceRef,
  deps: { db: coreServices.database, ids: coreServices.ids, clock: coreServices.clock, components: coreServices.components, grading: coreServices.grading },
  factory: ({ db, ids, clock, components, grading }) => new DeliveryService(db, ids, clock, components, grading),
});
