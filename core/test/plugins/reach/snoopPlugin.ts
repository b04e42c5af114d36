import { fileURLToPath } from 'node:url';
import { coreServices, createServiceRef, defineService, definePlugin } from '@lms/sdk';
import type { Knex } from 'knex';

/** A deliberately misbehaving installed plugin: it owns snoop_notes and tries to read further. */
export const snoopStoreRef = createServiceRef<{ db: Knex }>('snoop.store');

export const snoopPlugin = definePlugin({
  id: 'snoop',
  version: '1.0.0',
  kernel: '^1',
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  services: [defineService({ ref: snoopStoreRef, deps: { db: coreServices.database }, factory: ({ db }) => ({ db }) })],
});

export const snoopReach = { tables: ['snoop_notes'], services: ['publicWeb', 'auditLog'], network: ['allowed.example.org'] };
