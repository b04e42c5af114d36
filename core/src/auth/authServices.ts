import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import { PasswordHasher } from './PasswordHasher.ts';

export const authRefs = {
  passwords: createServiceRef<PasswordHasher>('core.passwords'),
} as const;

export const authServices = [defineService({ ref: authRefs.passwords, factory: () => new PasswordHasher() })];
