import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Kernel } from '../../src/kernel/Kernel.ts';
import { PluginManifestError } from '../../src/plugins/PluginManifestError.ts';
import { definePlugin, type PluginManifest } from '@lms/contract/plugin.ts';
import { createServiceRef } from '@lms/contract/serviceRef.ts';
import { defineCall, Type } from '@lms/contract/call.ts';
import { defineRoute } from '@lms/contract/route.ts';
import { defineErrnos } from '@lms/contract/errors/catalogue.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';

const thingsCall = defineCall({ method: 'GET', path: 'demo/:courseId/things/', summary: 'Things.', answer: Type.Object({}) });
const loginCall = defineCall({ method: 'POST', path: 'login', summary: 'x', answer: Type.Object({}) });

const good = (over: Record<string, unknown> = {}): PluginManifest =>
  ({
    id: 'demo',
    version: '1.0.0',
    kernel: '^1',
    componentTypes: [
      {
        type: 'note',
        title: 'Note',
        configSchema: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
        defaults: { text: '' },
        activity: { gradable: false },
      },
    ],
    routes: [defineRoute(thingsCall, { permission: 'course:view', handler: () => ({}) })],
    ...over,
  }) as PluginManifest;

function problem(plugins: unknown[]): string {
  try {
    Kernel.loadRegistry(plugins.map((manifest) => ({ manifest })));
  } catch (error) {
    expect(error).toBeInstanceOf(PluginManifestError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('the registry accepted it');
}

describe('plugin manifest validation', () => {
  it('accepts a good manifest and lists its routes beside core', () => {
    const registry = Kernel.loadRegistry([{ manifest: definePlugin(good()) }]);
    expect(registry.componentType('note')?.pluginId).toBe('demo');
    expect(registry.routes.some((r) => r.owner === 'demo' && r.definition.path === 'demo/:courseId/things/')).toBe(true);
    expect(registry.routes.some((r) => r.owner === 'core' && r.definition.path === 'login/')).toBe(true);
  });

  it('names the plugin and the field in one line', () => {
    expect(problem([{ ...good(), colour: 'red' }])).toMatch(/^Plugin "demo": colour: unknown field/);
    expect(problem([good({ id: 'Bad Id' })])).toMatch(/^Plugin "Bad Id": id: must be lowercase/);
    expect(problem([good({ id: 'core' })])).toBe('Plugin "core": id: is reserved for the kernel');
    expect(problem([good({ version: 'one' })])).toMatch(/^Plugin "demo": version: must be a semver version/);
    expect(problem([good({ kernel: '^2' })])).toBe('Plugin "demo": kernel: needs kernel API ^2, this kernel offers 1.0.0');
    expect(problem(['not an object'])).toMatch(/^Plugin "plugins\[0\]": manifest:/);
  });

  it('checks component types: schema compiles, defaults valid, gradable types have hooks', () => {
    const type = (over: Record<string, unknown>) => good({ componentTypes: [{ ...good().componentTypes![0], ...over }] });
    expect(problem([type({ configSchema: { type: 'object', properties: { text: { type: 'strng' } } } })])).toMatch(
      /^Plugin "demo": componentTypes\[0\]\.configSchema: schema does not compile/,
    );
    expect(problem([type({ defaults: { text: 3 } })])).toMatch(/^Plugin "demo": componentTypes\[0\]\.defaults: does not satisfy configSchema/);
    expect(problem([type({ defaults: { text: '', extra: 1 } })])).toMatch(/componentTypes\[0\]\.defaults: does not satisfy configSchema: Unknown field "extra"/);
    expect(problem([type({ activity: { gradable: true, maxScore: () => 1 } })])).toBe(
      'Plugin "demo": componentTypes[0].grading: a gradable component type needs grading hooks { score }',
    );
    expect(problem([type({ activity: { gradable: false, scoreVisibility: 'never' } })])).toBe('Plugin "demo": componentTypes[0].activity.scoreVisibility: must be a function');
    expect(problem([type({ activity: { gradable: false, weight: 1 } })])).toMatch(
      /componentTypes\[0\]\.activity\.weight: unknown field \(known: gradable, maxScore, manualGrading, settings, schedule, scoreVisibility, scoringMethod, studentSchedules, participation, openAttempts\)/,
    );
    const settings = (hooks: Record<string, unknown>) => problem([type({ activity: { gradable: false, settings: hooks } })]);
    const withSettings = type({ activity: { gradable: false, settings: { fields: ['due_date'], read: () => ({}), apply: (config: unknown) => config } } });
    expect(() => Kernel.loadRegistry([{ manifest: withSettings }])).not.toThrow();
    expect(settings({ fields: ['colour'], read: () => ({}), apply: (config: unknown) => config })).toMatch(/activity\.settings\.fields: must list activity settings fields/);
    expect(settings({ fields: ['due_date'], read: () => ({}) })).toMatch(/activity\.settings\.apply: /);
    expect(problem([type({ pageRules: { maxPerPage: { count: 0, message: 'x' } } })])).toMatch(/componentTypes\[0\]\.pageRules\.maxPerPage: must be/);
    expect(problem([type({ type: 'Note' })])).toMatch(/componentTypes\[0\]\.type: must be lowercase/);
    expect(problem([type({ deps: { bank: 'assessment.item-bank' } })])).toBe('Plugin "demo": componentTypes[0].deps.bank: must be a service ref (createServiceRef)');
    expect(problem([good({ accounts: { deps: { x: 1 }, professorRegistered: async () => undefined } })])).toBe('Plugin "demo": accounts.deps.x: must be a service ref (createServiceRef)');
    expect(problem([type({ demo: { title: 'x', config: {} } })])).toMatch(/componentTypes\[0\]\.demo\.config: does not satisfy configSchema/);
    // Demo media: the config is checked with stand-in facts in the placeholders' places; each file must exist.
    const shipped = fileURLToPath(import.meta.url);
    expect(() => Kernel.loadRegistry([{ manifest: type({ demo: { title: 'x', config: { text: 'demo-media:notes.txt' }, media: { 'notes.txt': shipped } } }) as never }])).not.toThrow();
    expect(problem([type({ demo: { title: 'x', config: { text: 'demo-media:notes.txt' }, media: { 'notes.txt': '/no/such/file' } } })])).toMatch(
      /componentTypes\[0\]\.demo\.media\.notes\.txt: must be the absolute path of an existing file/,
    );
    expect(problem([type({ demo: { title: 'x', config: { text: 'x' }, media: { '../up': shipped } } })])).toMatch(/demo\.media\.\.\.\/up: file names are letters/);
  });

  it('checks routes: method, path, permission, course parameter, schema', () => {
    const route = (over: Record<string, unknown>) => good({ routes: [{ ...good().routes![0], ...over }] });
    expect(problem([route({ method: 'FETCH' })])).toMatch(/routes\[0\]\.method: must be one of GET, POST/);
    expect(problem([route({ path: '/demo/x' })])).toMatch(/routes\[0\]\.path: must be a relative path/);
    expect(problem([route({ permission: 'teacher' })])).toMatch(/routes\[0\]\.permission: must be one of/);
    expect(problem([route({ path: 'demo/things/' })])).toBe('Plugin "demo": routes[0].permission: "course:view" needs a :courseId parameter in the path (or courseInBody, or courseOf)');
    // The course may come from the body instead: a field the body requires, on a path without :courseId.
    const inBody = { method: 'POST', path: 'demo/things/', body: { type: 'object', required: ['course'], properties: { course: { type: 'string' } } } };
    expect(() => Kernel.loadRegistry([{ manifest: route({ ...inBody, courseInBody: 'course' }) as never }])).not.toThrow();
    expect(problem([route({ ...inBody, courseInBody: 'lesson' })])).toBe('Plugin "demo": routes[0].courseInBody: must name a field the body schema requires');
    expect(problem([route({ ...inBody, path: 'demo/:courseId/things/', courseInBody: 'course' })])).toBe('Plugin "demo": routes[0].courseInBody: only for a course-scoped permission on a path without :courseId');
    expect(problem([route({ ...inBody, permission: 'user', courseInBody: 'course' })])).toBe('Plugin "demo": routes[0].courseInBody: only for a course-scoped permission on a path without :courseId');
    // Or through the object the path names (courseOf): a function, on a course permission, with no :courseId.
    const courseOf = async () => 'course';
    expect(() => Kernel.loadRegistry([{ manifest: route({ path: 'demo/things/:thingId', courseOf }) as never }])).not.toThrow();
    expect(problem([route({ path: 'demo/things/:thingId', courseOf: 'thingId' })])).toBe('Plugin "demo": routes[0].courseOf: must be a function');
    expect(problem([route({ path: 'demo/:courseId/things/', courseOf })])).toBe('Plugin "demo": routes[0].courseOf: only for a course-scoped permission on a path without :courseId');
    expect(problem([route({ ...inBody, courseInBody: 'course', courseOf })])).toBe('Plugin "demo": routes[0].courseOf: a route names its course one way: courseInBody or courseOf');
    expect(problem([route({ body: { type: 'object' } })])).toBe('Plugin "demo": routes[0].body: a GET route takes no body');
    expect(problem([route({ handler: 'nope' })])).toBe('Plugin "demo": routes[0].handler: must be a function');
    expect(problem([route({ summary: '' })])).toMatch(/routes\[0\]\.summary: must be a one-line description/);
    const untyped = { method: 'GET', path: 'demo/:courseId/things/', permission: 'course:view', summary: 'Things.', handler: () => ({}) };
    expect(problem([good({ routes: [untyped] })])).toBe(
      'Plugin "demo": routes[0]: must bind a typed call with an answer schema: defineRoute(call, { permission, handler })',
    );
    expect(problem([route({ answer: undefined })])).toMatch(/^Plugin "demo": routes\[0\]: must bind a typed call/);
    expect(problem([route({ streamBody: 'yes' })])).toBe('Plugin "demo": routes[0].streamBody: must be true or false');
    expect(problem([route({ method: 'POST', path: 'demo/hook', permission: 'public', crossSite: 1 })])).toBe('Plugin "demo": routes[0].crossSite: must be true or false');
    expect(problem([route({ method: 'GET', path: 'demo/hook', permission: 'public', crossSite: true })])).toMatch(/crossSite: only for a public route that changes state/);
    expect(() => Kernel.loadRegistry([{ manifest: route({ rateLimit: { bucket: 'demo', key: 'user', points: 5, durationSeconds: 60 } }) as never }])).not.toThrow();
    expect(() => Kernel.loadRegistry([{ manifest: route({ secretParams: ['courseId'] }) as never }])).not.toThrow();
    for (const secretParams of [['token'], 'courseId', [1]]) {
      expect(problem([route({ secretParams })])).toBe('Plugin "demo": routes[0].secretParams: must list parameters of the path');
    }
    for (const rateLimit of [{ bucket: 'Demo!', key: 'user', points: 5, durationSeconds: 60 }, { bucket: 'demo', key: 'ip', points: 5, durationSeconds: 60 }, { bucket: 'demo', key: 'user', points: 0, durationSeconds: 60 }, 'fast']) {
      expect(problem([route({ rateLimit })])).toMatch(/^Plugin "demo": routes\[0\]\.rateLimit: must be \{ bucket/);
    }
  });

  it('checks the plugin demo: an object with a seed function', () => {
    expect(problem([good({ demo: { seed: 'later' } })])).toBe('Plugin "demo": demo.seed: must be a function');
    expect(problem([good({ demo: { seed: async () => [], codes: 3 } })])).toMatch(/^Plugin "demo": demo\.codes: unknown field/);
    expect(problem([good({ demo: [] })])).toBe('Plugin "demo": demo: must be { seed }');
  });

  it('checks job kinds', () => {
    const job = { kind: 'tick', payload: { type: 'object', properties: {} }, handler: async () => undefined };
    expect(problem([good({ jobs: [{ ...job, kind: 'Tick!' }] })])).toBe('Plugin "demo": jobs[0].kind: must be lowercase letters, digits and - (1-40 characters)');
    expect(problem([good({ jobs: [job, job] })])).toBe('Plugin "demo": jobs[1].kind: "tick" is declared twice');
    expect(problem([good({ jobs: [{ kind: 'tick', payload: job.payload }] })])).toBe('Plugin "demo": jobs[0].handler: must be a function');
    expect(problem([good({ jobs: [{ kind: 'tick', handler: job.handler }] })])).toBe('Plugin "demo": jobs[0].payload: must be a JSON Schema object');
    expect(problem([good({ jobs: [{ ...job, payload: { type: 'objekt' } }] })])).toMatch(/^Plugin "demo": jobs\[0\]\.payload: schema does not compile/);
  });

  it('checks start checks', () => {
    expect(problem([good({ startChecks: [{ run: 'soon' }] })])).toBe('Plugin "demo": startChecks[0].run: must be a function');
    expect(problem([good({ startChecks: [{ run: () => undefined, when: 'always' }] })])).toMatch(/^Plugin "demo": startChecks\[0\]\.when: unknown field/);
    expect(problem([good({ startChecks: {} })])).toBe('Plugin "demo": startChecks: must be an array');
  });

  it('checks the account hooks', () => {
    expect(problem([good({ accounts: { professorRegistered: true } })])).toBe('Plugin "demo": accounts.professorRegistered: must be a function');
    expect(problem([good({ accounts: { studentRegistered: async () => undefined } })])).toMatch(/^Plugin "demo": accounts\.studentRegistered: unknown field/);
  });

  it('checks the course-card hooks (progress)', () => {
    expect(() => Kernel.loadRegistry([{ manifest: good({ progress: { currentScores: async () => ({}) } }) }])).not.toThrow();
    expect(problem([good({ progress: {} })])).toBe('Plugin "demo": progress.currentScores: must be a function');
    expect(problem([good({ progress: { currentScores: async () => ({}), dueDates: async () => ({}) } })])).toMatch(/^Plugin "demo": progress\.dueDates: unknown field/);
    expect(problem([good({ progress: { deps: { x: 1 }, currentScores: async () => ({}) } })])).toBe('Plugin "demo": progress.deps.x: must be a service ref (createServiceRef)');
  });

  it('checks the course catalog hooks (catalog), kept by one plugin at most', () => {
    const catalog = { editPermission: 'site-admin', maxDescriptionLength: 2000, description: async () => null, setDescription: async () => false };
    expect(() => Kernel.loadRegistry([{ manifest: good({ catalog }) }])).not.toThrow();
    expect(problem([good({ catalog: { ...catalog, setDescription: undefined } })])).toBe('Plugin "demo": catalog.setDescription: must be a function');
    expect(problem([good({ catalog: { ...catalog, editPermission: 'public' } })])).toMatch(/^Plugin "demo": catalog\.editPermission: must be one of /);
    expect(problem([good({ catalog: { ...catalog, maxDescriptionLength: 0 } })])).toBe('Plugin "demo": catalog.maxDescriptionLength: must be a positive integer');
    expect(problem([good({ catalog: { ...catalog, list: async () => [] } })])).toMatch(/^Plugin "demo": catalog\.list: unknown field/);
    expect(problem([good({ catalog }), good({ id: 'other', componentTypes: [], routes: [], catalog })])).toBe('Plugin "other": catalog: the course catalog is already kept by plugin "demo"');
  });

  it('finds clashes across plugins and with core', () => {
    expect(problem([good(), good()])).toBe('Plugin "demo": id: two installed plugins have this id');
    expect(problem([good(), good({ id: 'other', routes: [] })])).toBe('Plugin "other": componentTypes[0].type: "note" is already provided by plugin "demo"');
    expect(problem([good({ componentTypes: [], routes: [defineRoute(loginCall, { permission: 'public', handler: () => ({}) })] })])).toBe(
      'Plugin "demo": routes[0].path: POST login is already registered by core',
    );
    const clash = [good({ id: 'alpha', componentTypes: [] }), good({ id: 'beta', componentTypes: [], routes: [{ ...good().routes![0], path: 'demo/:courseId/things' }] })];
    expect(problem(clash)).toMatch(/^Plugin "beta": routes\[0\]\.path: GET demo\/:courseId\/things is already registered by alpha$/);
  });

  it('checks dependencies, services, realtime handlers and migrations', () => {
    expect(problem([good({ dependsOn: { board: '^1' } })])).toBe('Plugin "demo": dependsOn.board: plugin "board" is not installed');
    expect(problem([good({ id: 'base', version: '1.2.0', componentTypes: [], routes: [] }), good({ dependsOn: { base: '^2' } })])).toBe(
      'Plugin "demo": dependsOn.base: needs ^2, installed 1.2.0',
    );
    const ref = createServiceRef<number>('demo.counter');
    expect(problem([good({ services: [{ ref, factory: () => 1 }, { ref, factory: () => 2 }] })])).toBe('Plugin "demo": services[1].ref: "demo.counter" is registered twice');
    expect(problem([good({ services: [{ ref: createServiceRef('core.database'), factory: () => 1 }] })])).toMatch(/services\[0\]\.ref: the "core\." namespace/);
    expect(problem([good({ realtime: [{ event: 'Ping!', permission: 'user', handler: () => 1 }] })])).toMatch(/realtime\[0\]\.event: must be a lowercase event name/);
    expect(problem([good({ migrations: path.join(os.tmpdir(), 'no-such-folder-lms') })])).toMatch(/^Plugin "demo": migrations: folder not found/);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-mig-'));
    expect(() => Kernel.loadRegistry([{ manifest: good({ migrations: folder }) }])).not.toThrow();
  });

  it('requires every realtime handler to declare its permission, and a course permission its course', () => {
    const handler = () => 1;
    const courseRef = { type: 'object', required: ['courseId'], properties: { courseId: { type: 'string' } } };
    expect(problem([good({ realtime: [{ event: 'ping', handler }] })])).toMatch(/^Plugin "demo": realtime\[0\]\.permission: must be one of user, author, course:view, .* \(a socket is always logged in\)$/);
    expect(problem([good({ realtime: [{ event: 'ping', permission: 'public', handler }] })])).toMatch(/realtime\[0\]\.permission: must be one of user,/);
    expect(problem([good({ realtime: [{ event: 'ping', permission: 'course:view', handler }] })])).toBe(
      'Plugin "demo": realtime[0].payload: "course:view" needs a payload schema that requires courseId (the course it is checked in)',
    );
    const optionalCourse = { type: 'object', properties: { courseId: { type: 'string' } } };
    expect(problem([good({ realtime: [{ event: 'ping', permission: 'course:professor', payload: optionalCourse, handler }] })])).toMatch(/realtime\[0\]\.payload: "course:professor" needs/);
    expect(() => Kernel.loadRegistry([{ manifest: good({ realtime: [{ event: 'ping', permission: 'course:view', payload: courseRef, handler }, { event: 'pong', permission: 'user', handler }] }) }])).not.toThrow();
  });

  it('validates plugin configuration with its schema', () => {
    const configurable = good({ configSchema: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } } } });
    expect(() => Kernel.loadRegistry([{ manifest: configurable, config: { limit: 0 } }])).toThrow('Plugin "demo": config.limit: limit must be >= 1');
    expect(() => Kernel.loadRegistry([{ manifest: good(), config: { limit: 1 } }])).toThrow('Plugin "demo": config: this plugin takes no configuration');
  });

  it("merges a plugin's declared errnos into the error catalogue, refusing a taken or malformed one", () => {
    const closed = { 'deck-closed': { status: 403, message: 'The decks are closed.' } };
    const registry = Kernel.loadRegistry([{ manifest: good({ errors: closed }) }]);
    expect(registry.errorCatalogue.get('deck-closed')).toEqual({ status: 403, message: 'The decks are closed.', owner: 'demo' });
    expect(registry.errorCatalogue.get('access-denied')?.owner).toBe('core');
    const other = { ...good({ errors: closed }), id: 'other', componentTypes: [], routes: [] };
    expect(problem([good({ errors: closed }), other])).toBe('Plugin "other": errors.deck-closed: is already declared by plugin "demo"');
    expect(problem([good({ errors: { 'access-denied': { status: 403, message: 'No.' } } })])).toBe('Plugin "demo": errors.access-denied: is a kernel errno (throw it without declaring it)');
    expect(problem([good({ errors: { 'deck-closed': { status: 200, message: 'Closed.' } } })])).toBe('Plugin "demo": errors.deck-closed.status: must be an HTTP error status (400-599)');
    expect(problem([good({ errors: { 'Deck Closed': { status: 403, message: 'Closed.' } } })])).toBe('Plugin "demo": errors.Deck Closed: an errno is lowercase letters, digits, - and _ (1-60 characters)');
    expect(problem([good({ errors: { 'deck-closed': { status: 403 } } })])).toBe('Plugin "demo": errors.deck-closed.message: must be a non-empty message');
  });

  it('throws a declared errno with its status and message', () => {
    const errnos = defineErrnos({ 'deck-closed': { status: 403, message: 'The decks are closed.' } });
    const error = LmsError.declared(errnos, 'deck-closed');
    expect([error.errno, error.status, error.message]).toEqual(['deck-closed', 403, 'The decks are closed.']);
    expect(LmsError.declared(errnos, 'deck-closed', 'Closed until Monday.').message).toBe('Closed until Monday.');
  });
});
