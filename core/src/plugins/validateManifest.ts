import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { KERNEL_API_VERSION, type PluginManifest } from '@lms/contract/plugin.ts';
import { HTTP_METHODS } from '@lms/contract/route.ts';
import { isEmbedSource } from '@lms/contract/embedSources.ts';
import { sampleDemoMedia, withDemoMedia } from '@lms/contract/demoMedia.ts';
import { PERMISSIONS, isCoursePermission, type Permission } from '@lms/contract/permissions.ts';
import type { JsonSchema } from '@lms/contract/jsonSchema.ts';
import { ACTIVITY_SETTING_FIELDS } from '@lms/contract/activitySettings.ts';
import { toDirectory } from '../database/migrations.ts';
import type { SchemaValidator, Validate } from '../validation/SchemaValidator.ts';
import { PluginManifestError } from './PluginManifestError.ts';

const PLUGIN_ID = /^[a-z][a-z0-9-]{1,39}$/;
const COMPONENT_TYPE = /^[a-z][a-z0-9_]{1,39}$/;
const EVENT_NAME = /^[a-z][a-z0-9_.-]{0,59}$/;
const PATH_SEGMENT = /^(:[a-zA-Z][a-zA-Z0-9]*|[a-zA-Z0-9_.\-~]+)$/;
const RESERVED_IDS = new Set(['core', 'kernel', 'server', 'host']);

const MANIFEST_FIELDS = ['id', 'version', 'kernel', 'dependsOn', 'configSchema', 'componentTypes', 'routes', 'migrations', 'services', 'realtime', 'jobs', 'demo', 'accounts', 'progress', 'catalog', 'startChecks', 'embedOrigins', 'errors'];
const COMPONENT_FIELDS = ['type', 'title', 'configSchema', 'defaults', 'pageRules', 'activity', 'prepare', 'searchableText', 'children', 'forStudents', 'checkChildren', 'becomes', 'checkReferences', 'lockReferences', 'grading', 'demo', 'deps'];
const OBJECT_ID = /^[0-9a-f]{24}$/;
const ROUTE_FIELDS = ['method', 'path', 'permission', 'summary', 'body', 'query', 'deps', 'bodyLimit', 'streamBody', 'crossSite', 'allowHeld', 'changesState', 'secretParams', 'rateLimit', 'courseInBody', 'courseOf', 'handler', 'answer', 'call'];
const SERVICE_FIELDS = ['ref', 'deps', 'factory'];
const REALTIME_FIELDS = ['event', 'permission', 'payload', 'deps', 'handler'];
const JOB_FIELDS = ['kind', 'payload', 'deps', 'handler'];
const START_CHECK_FIELDS = ['deps', 'run'];
const JOB_KIND = /^[a-z][a-z0-9-]{0,39}$/;
// The spec's errnos are lowercase words with - or _, some all digits ('20004').
const ERRNO = /^[a-z0-9][a-z0-9_-]{0,59}$/;

type Fail = (field: string, problem: string) => never;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function onlyKnownFields(value: Record<string, unknown>, known: string[], at: string, fail: Fail): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) fail(at ? `${at}.${key}` : key, `unknown field (known: ${known.join(', ')})`);
  }
}

function compileOrFail(validator: SchemaValidator, schema: unknown, field: string, fail: Fail, coerce = false): Validate {
  if (!isPlainObject(schema)) return fail(field, 'must be a JSON Schema object');
  try {
    return validator.compile(schema as JsonSchema, { coerce });
  } catch (error) {
    return fail(field, `schema does not compile: ${(error as Error).message}`);
  }
}

function checkDeps(deps: unknown, field: string, fail: Fail): void {
  if (deps === undefined) return;
  if (!isPlainObject(deps)) fail(field, 'must be a map of service refs');
  for (const [name, ref] of Object.entries(deps as Record<string, unknown>)) {
    if (!isPlainObject(ref) || typeof ref.id !== 'string') fail(`${field}.${name}`, 'must be a service ref (createServiceRef)');
  }
}

function checkFunction(value: unknown, field: string, fail: Fail, required = false): void {
  if (value === undefined && !required) return;
  if (typeof value !== 'function') fail(field, 'must be a function');
}

function checkComponentType(entry: unknown, at: string, validator: SchemaValidator, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineComponentType)');
  const c = entry as Record<string, unknown>;
  onlyKnownFields(c, COMPONENT_FIELDS, at, fail);
  if (typeof c.type !== 'string' || !COMPONENT_TYPE.test(c.type)) fail(`${at}.type`, 'must be lowercase letters, digits and _ (2-40 characters)');
  if (typeof c.title !== 'string' || !c.title.trim()) fail(`${at}.title`, 'must be a non-empty string');
  const validate = compileOrFail(validator, c.configSchema, `${at}.configSchema`, fail);
  const defaultsErrors = validate(c.defaults);
  if (defaultsErrors) fail(`${at}.defaults`, `does not satisfy configSchema: ${defaultsErrors[0]?.message}`);
  if (c.pageRules !== undefined) {
    if (!isPlainObject(c.pageRules)) fail(`${at}.pageRules`, 'must be an object');
    const rules = c.pageRules as Record<string, unknown>;
    onlyKnownFields(rules, ['maxPerPage', 'wholePage'], `${at}.pageRules`, fail);
    const max = rules.maxPerPage as Record<string, unknown> | undefined;
    if (max !== undefined && (!isPlainObject(max) || !Number.isInteger(max.count) || (max.count as number) < 1 || typeof max.message !== 'string')) {
      fail(`${at}.pageRules.maxPerPage`, 'must be { count: positive integer, message: string }');
    }
    const whole = rules.wholePage as Record<string, unknown> | undefined;
    if (whole !== undefined && (!isPlainObject(whole) || typeof whole.message !== 'string')) {
      fail(`${at}.pageRules.wholePage`, 'must be { message: string }');
    }
  }
  if (!isPlainObject(c.activity) || typeof c.activity.gradable !== 'boolean') {
    fail(`${at}.activity`, 'must be an activity descriptor { gradable: boolean, ... }');
  }
  const activity = c.activity as Record<string, unknown>;
  const activityHooks = ['schedule', 'scoreVisibility', 'scoringMethod', 'studentSchedules', 'participation', 'openAttempts'];
  onlyKnownFields(activity, ['gradable', 'maxScore', 'manualGrading', 'settings', ...activityHooks], `${at}.activity`, fail);
  for (const hook of activityHooks) checkFunction(activity[hook], `${at}.activity.${hook}`, fail);
  if (activity.settings !== undefined) checkActivitySettings(activity.settings, `${at}.activity.settings`, fail);
  if (activity.gradable) {
    checkFunction(activity.maxScore, `${at}.activity.maxScore`, fail, true);
    if (!isPlainObject(c.grading)) fail(`${at}.grading`, 'a gradable component type needs grading hooks { score }');
  }
  if (activity.manualGrading !== undefined && typeof activity.manualGrading !== 'boolean') {
    fail(`${at}.activity.manualGrading`, 'must be a boolean');
  }
  if (c.grading !== undefined) {
    if (!isPlainObject(c.grading)) fail(`${at}.grading`, 'must be an object');
    const grading = c.grading as Record<string, unknown>;
    onlyKnownFields(grading, ['score', 'submitted'], `${at}.grading`, fail);
    checkFunction(grading.score, `${at}.grading.score`, fail, true);
    checkFunction(grading.submitted, `${at}.grading.submitted`, fail);
  }
  checkFunction(c.prepare, `${at}.prepare`, fail);
  checkFunction(c.searchableText, `${at}.searchableText`, fail);
  checkFunction(c.children, `${at}.children`, fail);
  checkFunction(c.forStudents, `${at}.forStudents`, fail);
  checkFunction(c.checkChildren, `${at}.checkChildren`, fail);
  checkFunction(c.checkReferences, `${at}.checkReferences`, fail);
  checkFunction(c.lockReferences, `${at}.lockReferences`, fail);
  checkDeps(c.deps, `${at}.deps`, fail);
  checkFunction(c.becomes, `${at}.becomes`, fail);
  if (c.checkChildren !== undefined && c.children === undefined) fail(`${at}.checkChildren`, 'needs children (only a container type holds components)');
  if (c.demo !== undefined) {
    if (!isPlainObject(c.demo) || typeof c.demo.title !== 'string') fail(`${at}.demo`, 'must be { title, config }');
    const demo = c.demo as Record<string, unknown>;
    onlyKnownFields(demo, ['title', 'config', 'children', 'media', 'seed'], `${at}.demo`, fail);
    checkFunction(demo.seed, `${at}.demo.seed`, fail);
    const media = demo.media === undefined ? {} : checkDemoMedia(demo.media, `${at}.demo.media`, fail);
    const demoErrors = validate(withDemoMedia(demo.config, sampleDemoMedia(Object.keys(media))));
    if (demoErrors) fail(`${at}.demo.config`, `does not satisfy configSchema: ${demoErrors[0]?.message}`);
    if (demo.children !== undefined) checkDemoChildren(demo.children, `${at}.demo.children`, c.children !== undefined, fail);
  }
}

/** `ActivityDescriptor.settings`: the fields it lists are activity settings fields, and it reads and applies them. */
function checkActivitySettings(settings: unknown, at: string, fail: Fail): void {
  if (!isPlainObject(settings)) fail(at, 'must be { fields, read, apply }');
  const hooks = settings as Record<string, unknown>;
  onlyKnownFields(hooks, ['fields', 'read', 'apply', 'fieldOf'], at, fail);
  const known: readonly string[] = ACTIVITY_SETTING_FIELDS;
  if (!Array.isArray(hooks.fields) || hooks.fields.some((field) => !known.includes(field as string))) {
    fail(`${at}.fields`, `must list activity settings fields (${known.join(', ')})`);
  }
  checkFunction(hooks.read, `${at}.read`, fail, true);
  checkFunction(hooks.apply, `${at}.apply`, fail, true);
  checkFunction(hooks.fieldOf, `${at}.fieldOf`, fail);
}

function checkDemoMedia(media: unknown, at: string, fail: Fail): Record<string, string> {
  if (!isPlainObject(media)) fail(at, 'must map file names to the absolute paths of files the plugin ships');
  for (const [name, file] of Object.entries(media as Record<string, unknown>)) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name)) fail(`${at}.${name}`, 'file names are letters, digits, ".", "-" and "_"');
    if (typeof file !== 'string' || !path.isAbsolute(file) || !fs.existsSync(file)) fail(`${at}.${name}`, `must be the absolute path of an existing file, got ${JSON.stringify(file)}`);
  }
  return media as Record<string, string>;
}

function checkDemoChildren(children: unknown, at: string, isContainer: boolean, fail: Fail): void {
  if (!isContainer) fail(at, 'needs children (only a container type holds components)');
  if (!isPlainObject(children)) fail(at, 'must map placeholder ids to { type, title, config }');
  for (const [placeholder, child] of Object.entries(children as Record<string, unknown>)) {
    if (!OBJECT_ID.test(placeholder)) fail(`${at}.${placeholder}`, 'placeholder ids are 24 lowercase hex characters');
    if (!isPlainObject(child) || typeof child.type !== 'string' || typeof child.title !== 'string' || !isPlainObject(child.config)) {
      fail(`${at}.${placeholder}`, 'must be { type, title, config }');
    }
  }
}

function checkRoute(entry: unknown, at: string, validator: SchemaValidator, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineRoute)');
  const r = entry as Record<string, unknown>;
  onlyKnownFields(r, ROUTE_FIELDS, at, fail);
  // Every route answers through its call's answer schema; a bare route object has none.
  if (!isPlainObject(r.call) || !isPlainObject(r.answer)) fail(at, 'must bind a typed call with an answer schema: defineRoute(call, { permission, handler })');
  if (!HTTP_METHODS.includes(r.method as (typeof HTTP_METHODS)[number])) fail(`${at}.method`, `must be one of ${HTTP_METHODS.join(', ')}`);
  if (typeof r.path !== 'string' || r.path.startsWith('/') || !r.path.replace(/\/$/, '').split('/').every((s) => PATH_SEGMENT.test(s))) {
    fail(`${at}.path`, 'must be a relative path like "things/:courseId/:id/" (no leading slash, no empty segments)');
  }
  if (!PERMISSIONS.includes(r.permission as Permission)) fail(`${at}.permission`, `must be one of ${PERMISSIONS.join(', ')}`);
  const courseInPath = typeof r.path === 'string' && r.path.split('/').includes(':courseId');
  if (r.courseInBody !== undefined && r.courseOf !== undefined) fail(`${at}.courseOf`, 'a route names its course one way: courseInBody or courseOf');
  if (r.courseInBody !== undefined) {
    const required = isPlainObject(r.body) && Array.isArray(r.body.required) ? (r.body.required as unknown[]) : [];
    if (typeof r.courseInBody !== 'string' || !required.includes(r.courseInBody)) fail(`${at}.courseInBody`, 'must name a field the body schema requires');
    if (!isCoursePermission(r.permission as Permission) || courseInPath) fail(`${at}.courseInBody`, 'only for a course-scoped permission on a path without :courseId');
  } else if (r.courseOf !== undefined) {
    checkFunction(r.courseOf, `${at}.courseOf`, fail, true);
    if (!isCoursePermission(r.permission as Permission) || courseInPath) fail(`${at}.courseOf`, 'only for a course-scoped permission on a path without :courseId');
  } else if (isCoursePermission(r.permission as Permission) && !courseInPath) {
    fail(`${at}.permission`, `"${r.permission as string}" needs a :courseId parameter in the path (or courseInBody, or courseOf)`);
  }
  if (typeof r.summary !== 'string' || !r.summary.trim()) fail(`${at}.summary`, 'must be a one-line description');
  if (r.body !== undefined) {
    if (r.method === 'GET') fail(`${at}.body`, 'a GET route takes no body');
    compileOrFail(validator, r.body, `${at}.body`, fail);
  }
  if (r.query !== undefined) compileOrFail(validator, r.query, `${at}.query`, fail, true);
  if (r.bodyLimit !== undefined && (!Number.isInteger(r.bodyLimit) || (r.bodyLimit as number) <= 0)) fail(`${at}.bodyLimit`, 'must be a positive integer (bytes)');
  if (r.streamBody !== undefined && typeof r.streamBody !== 'boolean') fail(`${at}.streamBody`, 'must be true or false');
  if (r.streamBody === true && r.body !== undefined) fail(`${at}.body`, 'a streamBody route reads its body itself: no body schema');
  if (r.crossSite !== undefined && typeof r.crossSite !== 'boolean') fail(`${at}.crossSite`, 'must be true or false');
  // Skipping the CSRF check is only safe where no session is trusted: the caller proves itself (a signature).
  if (r.crossSite === true && (r.permission !== 'public' || r.method === 'GET')) fail(`${at}.crossSite`, 'only for a public route that changes state (a signed server-to-server callback)');
  if (r.allowHeld !== undefined && (r.allowHeld !== 'payment-flow' || !isCoursePermission(r.permission as Permission))) {
    fail(`${at}.allowHeld`, "only 'payment-flow', on a course-scoped route the payment flow needs (list it in docs/architecture.md)");
  }
  if (r.changesState !== undefined && typeof r.changesState !== 'boolean') fail(`${at}.changesState`, 'must be true or false');
  // Every other method is checked anyway: the flag exists to put a GET under the CSRF check.
  if (r.changesState === true && r.method !== 'GET') fail(`${at}.changesState`, 'only for a GET (other methods are always checked)');
  if (r.secretParams !== undefined) {
    const inPath = typeof r.path === 'string' ? r.path.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1)) : [];
    if (!Array.isArray(r.secretParams) || r.secretParams.some((name) => typeof name !== 'string' || !inPath.includes(name))) {
      fail(`${at}.secretParams`, 'must list parameters of the path');
    }
  }
  if (r.rateLimit !== undefined) checkRateLimit(r.rateLimit, `${at}.rateLimit`, fail);
  checkDeps(r.deps, `${at}.deps`, fail);
  checkFunction(r.handler, `${at}.handler`, fail, true);
}

function checkRateLimit(rule: unknown, at: string, fail: Fail): void {
  const r = (isPlainObject(rule) ? rule : {}) as Record<string, unknown>;
  const positive = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
  if (typeof r.bucket !== 'string' || !/^[a-z0-9_-]+$/.test(r.bucket) || (r.key !== 'user' && r.key !== 'address') || !positive(r.points) || !positive(r.durationSeconds)) {
    fail(at, "must be { bucket: 'lowercase-name', key: 'user' | 'address', points: positive integer, durationSeconds: positive integer }");
  }
}

function checkService(entry: unknown, at: string, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineService)');
  const s = entry as Record<string, unknown>;
  onlyKnownFields(s, SERVICE_FIELDS, at, fail);
  if (!isPlainObject(s.ref) || typeof s.ref.id !== 'string') fail(`${at}.ref`, 'must be a service ref (createServiceRef)');
  if ((s.ref as { id: string }).id.startsWith('core.')) fail(`${at}.ref`, 'the "core." namespace belongs to the kernel');
  checkDeps(s.deps, `${at}.deps`, fail);
  checkFunction(s.factory, `${at}.factory`, fail, true);
}

function checkRealtime(entry: unknown, at: string, validator: SchemaValidator, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineRealtimeHandler)');
  const h = entry as Record<string, unknown>;
  onlyKnownFields(h, REALTIME_FIELDS, at, fail);
  if (typeof h.event !== 'string' || !EVENT_NAME.test(h.event)) fail(`${at}.event`, 'must be a lowercase event name');
  const permissions: readonly Permission[] = PERMISSIONS.filter((permission) => permission !== 'public');
  if (!permissions.includes(h.permission as Permission)) fail(`${at}.permission`, `must be one of ${permissions.join(', ')} (a socket is always logged in)`);
  if (isCoursePermission(h.permission as Permission) && !(isPlainObject(h.payload) && Array.isArray(h.payload.required) && h.payload.required.includes('courseId'))) {
    fail(`${at}.payload`, `"${h.permission as string}" needs a payload schema that requires courseId (the course it is checked in)`);
  }
  if (h.payload !== undefined) compileOrFail(validator, h.payload, `${at}.payload`, fail);
  checkDeps(h.deps, `${at}.deps`, fail);
  checkFunction(h.handler, `${at}.handler`, fail, true);
}

function checkStartCheck(entry: unknown, at: string, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineStartCheck)');
  const s = entry as Record<string, unknown>;
  onlyKnownFields(s, START_CHECK_FIELDS, at, fail);
  checkDeps(s.deps, `${at}.deps`, fail);
  checkFunction(s.run, `${at}.run`, fail, true);
}

function checkJob(entry: unknown, at: string, validator: SchemaValidator, fail: Fail): void {
  if (!isPlainObject(entry)) fail(at, 'must be an object (defineJob)');
  const j = entry as Record<string, unknown>;
  onlyKnownFields(j, JOB_FIELDS, at, fail);
  if (typeof j.kind !== 'string' || !JOB_KIND.test(j.kind)) fail(`${at}.kind`, 'must be lowercase letters, digits and - (1-40 characters)');
  compileOrFail(validator, j.payload, `${at}.payload`, fail);
  checkDeps(j.deps, `${at}.deps`, fail);
  checkFunction(j.handler, `${at}.handler`, fail, true);
}

function checkErrors(errors: unknown, fail: Fail): void {
  if (errors === undefined) return;
  if (!isPlainObject(errors)) fail('errors', 'must map errnos to { status, message } (defineErrnos)');
  for (const [errno, declaration] of Object.entries(errors as Record<string, unknown>)) {
    const at = `errors.${errno}`;
    if (!ERRNO.test(errno)) fail(at, 'an errno is lowercase letters, digits, - and _ (1-60 characters)');
    if (!isPlainObject(declaration)) fail(at, 'must be { status, message }');
    const d = declaration as Record<string, unknown>;
    onlyKnownFields(d, ['status', 'message'], at, fail);
    if (!Number.isInteger(d.status) || (d.status as number) < 400 || (d.status as number) > 599) fail(`${at}.status`, 'must be an HTTP error status (400-599)');
    if (typeof d.message !== 'string' || !d.message.trim()) fail(`${at}.message`, 'must be a non-empty message');
  }
}

function checkList(value: unknown, field: string, fail: Fail, each: (entry: unknown, at: string) => void): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) fail(field, 'must be an array');
  (value as unknown[]).forEach((entry, index) => each(entry, `${field}[${index}]`));
}

/** Checks one manifest on its own; cross-plugin checks are the registry's. */
export function validateManifest(manifest: unknown, validator: SchemaValidator, label: string): PluginManifest {
  const named = isPlainObject(manifest) && typeof manifest.id === 'string' ? manifest.id : label;
  const fail: Fail = (field, problem) => {
    throw new PluginManifestError(named, field, problem);
  };
  if (!isPlainObject(manifest)) fail('manifest', 'the server entry must export a manifest (export default definePlugin({...}))');
  const m = manifest as Record<string, unknown>;
  onlyKnownFields(m, MANIFEST_FIELDS, '', fail);
  if (typeof m.id !== 'string' || !PLUGIN_ID.test(m.id)) fail('id', 'must be lowercase letters, digits and - (2-40 characters)');
  if (RESERVED_IDS.has(m.id as string)) fail('id', 'is reserved for the kernel');
  if (typeof m.version !== 'string' || !semver.valid(m.version)) fail('version', 'must be a semver version like "1.0.0"');
  if (typeof m.kernel !== 'string' || !semver.validRange(m.kernel)) fail('kernel', 'must be a semver range like "^1"');
  if (!semver.satisfies(KERNEL_API_VERSION, m.kernel as string)) {
    fail('kernel', `needs kernel API ${m.kernel as string}, this kernel offers ${KERNEL_API_VERSION}`);
  }
  if (m.dependsOn !== undefined) {
    if (!isPlainObject(m.dependsOn)) fail('dependsOn', 'must map plugin ids to semver ranges');
    for (const [id, range] of Object.entries(m.dependsOn as Record<string, unknown>)) {
      if (typeof range !== 'string' || !semver.validRange(range)) fail(`dependsOn.${id}`, 'must be a semver range');
    }
  }
  if (m.configSchema !== undefined) compileOrFail(validator, m.configSchema, 'configSchema', fail);
  checkList(m.componentTypes, 'componentTypes', fail, (entry, at) => checkComponentType(entry, at, validator, fail));
  checkList(m.routes, 'routes', fail, (entry, at) => checkRoute(entry, at, validator, fail));
  checkList(m.services, 'services', fail, (entry, at) => checkService(entry, at, fail));
  checkList(m.realtime, 'realtime', fail, (entry, at) => checkRealtime(entry, at, validator, fail));
  checkList(m.jobs, 'jobs', fail, (entry, at) => checkJob(entry, at, validator, fail));
  checkList(m.startChecks, 'startChecks', fail, (entry, at) => checkStartCheck(entry, at, fail));
  const kinds = ((m.jobs as { kind: string }[] | undefined) ?? []).map((job) => job.kind);
  kinds.forEach((kind, index) => {
    if (kinds.indexOf(kind) !== index) fail(`jobs[${index}].kind`, `"${kind}" is declared twice`);
  });
  if (m.demo !== undefined) {
    if (!isPlainObject(m.demo)) fail('demo', 'must be { seed }');
    onlyKnownFields(m.demo as Record<string, unknown>, ['deps', 'seed'], 'demo', fail);
    checkDeps((m.demo as Record<string, unknown>).deps, 'demo.deps', fail);
    checkFunction((m.demo as Record<string, unknown>).seed, 'demo.seed', fail, true);
  }
  if (m.embedOrigins !== undefined) {
    if (!Array.isArray(m.embedOrigins)) fail('embedOrigins', 'must be a list of https origins');
    (m.embedOrigins as unknown[]).forEach((origin, index) => {
      if (!isEmbedSource(origin)) fail(`embedOrigins[${index}]`, 'must be an https origin like "https://player.vimeo.com" (or "https:" for any https page)');
    });
  }
  checkErrors(m.errors, fail);
  if (m.accounts !== undefined) {
    if (!isPlainObject(m.accounts)) fail('accounts', 'must be { professorRegistered, refundPayment }');
    onlyKnownFields(m.accounts as Record<string, unknown>, ['deps', 'professorRegistered', 'refundPayment'], 'accounts', fail);
    checkDeps((m.accounts as Record<string, unknown>).deps, 'accounts.deps', fail);
    checkFunction((m.accounts as Record<string, unknown>).professorRegistered, 'accounts.professorRegistered', fail);
    checkFunction((m.accounts as Record<string, unknown>).refundPayment, 'accounts.refundPayment', fail);
  }
  if (m.progress !== undefined) {
    if (!isPlainObject(m.progress)) fail('progress', 'must be { currentScores }');
    onlyKnownFields(m.progress as Record<string, unknown>, ['deps', 'currentScores'], 'progress', fail);
    checkDeps((m.progress as Record<string, unknown>).deps, 'progress.deps', fail);
    checkFunction((m.progress as Record<string, unknown>).currentScores, 'progress.currentScores', fail, true);
  }
  if (m.catalog !== undefined) {
    const catalog = m.catalog as Record<string, unknown>;
    if (!isPlainObject(catalog)) fail('catalog', 'must be { editPermission, maxDescriptionLength, description, setDescription }');
    onlyKnownFields(catalog, ['deps', 'editPermission', 'maxDescriptionLength', 'description', 'setDescription'], 'catalog', fail);
    checkDeps(catalog.deps, 'catalog.deps', fail);
    if (!PERMISSIONS.includes(catalog.editPermission as Permission) || catalog.editPermission === 'public') fail('catalog.editPermission', `must be one of ${PERMISSIONS.filter((p) => p !== 'public').join(', ')}`);
    if (!Number.isInteger(catalog.maxDescriptionLength) || (catalog.maxDescriptionLength as number) < 1) fail('catalog.maxDescriptionLength', 'must be a positive integer');
    checkFunction(catalog.description, 'catalog.description', fail, true);
    checkFunction(catalog.setDescription, 'catalog.setDescription', fail, true);
  }
  if (m.migrations !== undefined) {
    if (typeof m.migrations !== 'string') fail('migrations', 'must be a folder path or file: URL');
    const directory = toDirectory(m.migrations as string);
    if (!fs.existsSync(directory) || !fs.statSync(directory).isDirectory()) fail('migrations', `folder not found: ${directory}`);
  }
  return manifest as unknown as PluginManifest;
}
