import { describe, expectTypeOf, it } from 'vitest';
import { defineComponentType, defineJob, definePluginConfig, type ComponentReader, type JobScheduler, type ServiceRef } from '../src/server.ts';
import { Type } from '../src/calls.ts';
// Its declaration merging gives the 'note' and 'quiz' types their configs.
import './fixtures/testComponentTypes.ts';

// Type-level checks: `npx tsc` fails when the typing they describe breaks.
describe('typed component reads', () => {
  it("give a configured type's config, and take only configured types", () => {
    const readNote = (reader: ComponentReader) => reader.get('course', 'component', null, 'note');
    expectTypeOf<Awaited<ReturnType<typeof readNote>>['config']>().toEqualTypeOf<{ text: string }>();
    const readAny = (reader: ComponentReader) => reader.get('course', 'component', null);
    expectTypeOf<Awaited<ReturnType<typeof readAny>>['config']>().toEqualTypeOf<Record<string, unknown>>();
    // @ts-expect-error: no plugin declares a config for 'nothing'
    expectTypeOf((reader: ComponentReader) => reader.get('course', 'component', null, 'nothing')).toBeFunction();
  });
});

describe('component config schemas', () => {
  it("must be of the type's config type", () => {
    const textSchema = Type.Object({ text: Type.String() });
    expectTypeOf(defineComponentType<{ text: string }>({ type: 't', title: 'T', configSchema: textSchema, defaults: { text: '' }, activity: { gradable: false } })).toBeObject();
    // @ts-expect-error: the schema's text is a string, the config's a number
    expectTypeOf(defineComponentType<{ text: number }>({ type: 't', title: 'T', configSchema: textSchema, defaults: { text: 0 }, activity: { gradable: false } })).toBeObject();
  });
});

describe('typed job payloads', () => {
  const job = defineJob({ kind: 'count', payload: Type.Object({ n: Type.Integer(), label: Type.Optional(Type.String()) }), handler: async () => {} });

  it('type the handler and enqueue from the payload schema', () => {
    expectTypeOf<Parameters<typeof job.handler>[0]['payload']>().toEqualTypeOf<{ n: number; label?: string }>();
    const enqueue = (jobs: JobScheduler) => jobs.enqueue(job, { n: 1 });
    expectTypeOf(enqueue).toBeFunction();
    // @ts-expect-error: n is a number
    expectTypeOf((jobs: JobScheduler) => jobs.enqueue(job, { n: 'one' })).toBeFunction();
  });
});

describe('typed plugin config', () => {
  it("reads as its schema's type", () => {
    const config = definePluginConfig(Type.Object({ limit: Type.Integer(), label: Type.Optional(Type.String()) }));
    expectTypeOf(config.ref).toEqualTypeOf<ServiceRef<Readonly<{ limit: number; label?: string }>>>();
  });
});
