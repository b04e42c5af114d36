import type { Static, TSchema } from '@sinclair/typebox';
import type { ServiceRef } from './serviceRef.ts';

/** Where the kernel puts each plugin's configuration, validated by its configSchema, in the plugin's own container. */
export const PLUGIN_CONFIG_SERVICE_ID = 'core.plugin-config';

/**
 * A plugin's configuration (from the host config): its TypeBox schema, which
 * goes in the manifest as `configSchema`, and the ref its services name in
 * `deps` to read it, typed from that schema (as the schema validated it at start-up).
 */
export interface PluginConfig<S extends TSchema> {
  readonly schema: S;
  readonly ref: ServiceRef<Readonly<Static<S>>>;
}

export function definePluginConfig<S extends TSchema>(schema: S): PluginConfig<S> {
  return Object.freeze({ schema, ref: Object.freeze({ id: PLUGIN_CONFIG_SERVICE_ID }) });
}
