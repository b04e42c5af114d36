/**
 * A typed handle on a service in the container. Plugins name what they need
 * in a `deps` map of these refs; the kernel resolves them from the plugin's
 * own child container (Backstage-style typed deps).
 */
export interface ServiceRef<Service> {
  readonly id: string;
  /** Phantom field: carries the service type. Never set at run time. */
  readonly T?: Service;
}

export function createServiceRef<T>(id: string): ServiceRef<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/i.test(id)) {
    throw new Error(`Service ref id "${id}" must look like "owner.name"`);
  }
  return Object.freeze({ id });
}

export type DepsMap = Record<string, ServiceRef<unknown>>;

export type ResolvedDeps<D extends DepsMap> = { [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never };

/** A service a plugin provides in its own scope: a ref and a factory over typed deps. */
export interface ServiceDefinition<T = unknown, D extends DepsMap = DepsMap> {
  ref: ServiceRef<T>;
  deps?: D;
  factory(deps: ResolvedDeps<D>): T;
}

export function defineService<T, D extends DepsMap = Record<string, never>>(
  definition: ServiceDefinition<T, D>,
): ServiceDefinition<T, D> {
  return definition;
}
