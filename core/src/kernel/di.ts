// tsyringe needs the Reflect metadata API before any decorator runs; every core
// file takes its DI helpers from here so the polyfill is always loaded first.
import 'reflect-metadata';

export { container, inject, injectable, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
