import { coreServices } from '@lms/contract/services.ts';
import { defineService } from '@lms/contract/serviceRef.ts';
import { publicWeb } from './publicWeb.ts';

/** The vetted fetch of public addresses, for plugins (`coreServices.publicWeb`). */
export const netServices = [defineService({ ref: coreServices.publicWeb, factory: () => publicWeb() })];
