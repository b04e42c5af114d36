// tsyringe needs the Reflect metadata API loaded before it; every core file takes
// its container helpers from here so the polyfill is always loaded first. Services
// are registered by ref id from their typed `deps` (no decorators, no class tokens).
import 'reflect-metadata';

export { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
