import { createServiceRef } from '../contract/serviceRef.ts';
import type { MessageService } from './MessageService.ts';

/** The message service with its core-only calls; plugins get its `sendBot` through `coreServices.messages`. */
export const messageRefs = {
  service: createServiceRef<MessageService>('core.message-service'),
} as const;
