import { LmsError, type Clock, type ComponentConfigWriter, type IdGenerator, type JobScheduler, type Knex, type Logger, type PermissionChecker, type RawBody, type SessionUser } from '@lms/sdk';
import type { Static } from '@lms/sdk/calls';
import type { confirmPackage } from '../../calls/packageCalls.ts';
import { MAX_PROMPT_LENGTH, MAX_REFERENCE_LENGTH } from '../../schemas/itemBody.ts';
import type { ItemDraft } from '../../schemas/itemTypes.ts';
import type { PackageContents } from '../../qti/package/readPackageContents.ts';
import { ITEMS_TABLE, itemColumns } from '../itemRows.ts';
import { prepareItem, type PreparedItem } from '../prepareItem.ts';
import { sanitizePrompt } from '../sanitizePrompt.ts';
import { ITEMS_PER_BATCH, readItemsOffLoop, readPackageOffLoop } from './packageReaders.ts';
import { readPackageKind } from './readPackageKind.ts';
import { removeUnconfirmedKind } from './removeUnconfirmedKind.ts';
import { UNCONFIRMED_PACKAGE_TTL_MS } from './UnconfirmedPackages.ts';
import { uploadedPackage } from './packageUpload.ts';
import { PACKAGE_FILES_TABLE, PACKAGES_TABLE, STIMULI_TABLE, toApiPackage, type ApiPackage, type PackageRow, type StoredContents, type StoredItem } from './packageRows.ts';

type ConfirmBody = Static<NonNullable<(typeof confirmPackage)['body']>>;

const notFound = () => new LmsError('not-found', 'Package not found.');
const refused = (message: string, field = 'file') => LmsError.validation([{ field, message }]);

const isQtiDraft = (draft: ItemDraft) => (draft.type as string) === 'qti';

/** A native item beside a shared passage carries it in its question text (the only text it has); the reader of `qti` items keeps the ids. */
function withStimuli(draft: ItemDraft, file: StoredItem, contents: StoredContents): ItemDraft | string {
  if (draft.reference.trim() === '' || draft.reference.length > MAX_REFERENCE_LENGTH) return `${file.path}: the item's identifier must be 1 to ${MAX_REFERENCE_LENGTH} characters (it becomes the Question's reference).`;
  // A `qti` item names its stimuli by id (schemas/qtiItem.ts): the confirm fills them in.
  if (!file.stimuli.length || isQtiDraft(draft)) return draft;
  const passages = file.stimuli.map((path) => contents.stimuli.find((stimulus) => stimulus.path === path)!).map((stimulus) => `<div class="qti-stimulus">${stimulus.title ? `<h3>${stimulus.title}</h3>` : ''}${stimulus.html}</div>`);
  const prompt = `${passages.join('')}${draft.prompt ?? ''}`;
  if (prompt.length > MAX_PROMPT_LENGTH) return `${file.path}: with its passage, the question text is longer than 64 KiB.`;
  return { ...draft, prompt };
}

/**
 * QTI content packages (issue 28 items 4 and 6): an upload is unpacked and
 * sorted at once, off the event loop and within its bounds (a package that
 * cannot be read is a 422 naming the file); a job reads its items, counting
 * progress; the owner reads the report and confirms, which writes items,
 * stimuli, media and the assessment in one transaction.
 */
export class PackageImports {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly permissions: PermissionChecker,
    private readonly jobs: JobScheduler,
    private readonly configs: ComponentConfigWriter,
  ) {}

  async upload(user: SessionUser, courseId: string, raw: RawBody | null, fileName: string | undefined): Promise<ApiPackage> {
    const upload = await uploadedPackage(raw, fileName);
    const contents: PackageContents = await readPackageOffLoop(upload.bytes);
    if (!contents.items.length && !contents.tests.length) throw refused('The package has no QTI items or tests to import.');
    const now = this.clock.now();
    const row = {
      id: this.ids.newId(),
      owned_by: user.id,
      course_id: courseId,
      file_name: (upload.name ?? 'package.zip').slice(0, 255),
      status: 'reading',
      version: contents.version,
      items_done: 0,
      items_total: contents.items.length,
      contents: JSON.stringify({ ...contents, media: contents.media.map(({ path, id, mimetype, bytes }) => ({ path, id, mimetype, size: bytes.byteLength })) } satisfies StoredContents),
      created_at: now,
      updated_at: now,
    };
    await this.db.transaction(async (trx) => {
      await trx(PACKAGES_TABLE).insert(row);
      for (const file of contents.media) {
        await trx(PACKAGE_FILES_TABLE).insert({ id: file.id, package_id: row.id, path: file.path, mimetype: file.mimetype, size: file.bytes.byteLength, bytes: Buffer.from(file.bytes) });
      }
      await this.jobs.enqueue(readPackageKind, { packageId: row.id }, { maxAttempts: 3 }, trx);
      // A minute after the package is a day old, so the removal sees it past its day.
      await this.jobs.enqueue(removeUnconfirmedKind, {}, { runAt: new Date(now.getTime() + UNCONFIRMED_PACKAGE_TTL_MS + 60_000) }, trx);
    });
    return toApiPackage(await this.row(row.id));
  }

  /** The job: reads the package's items in batches, saving the count after each, then marks it ready. Safe to run again. */
  async readItems(packageId: string, log: Logger): Promise<void> {
    const row = (await this.db<PackageRow>(PACKAGES_TABLE).where({ id: packageId }).first()) as PackageRow | undefined;
    if (!row || row.status !== 'reading') return;
    const contents = row.contents;
    try {
      for (let start = row.items_done; start < contents.items.length; start += ITEMS_PER_BATCH) {
        const batch = contents.items.slice(start, start + ITEMS_PER_BATCH);
        const readings = await readItemsOffLoop(batch.map(({ path, xml, stimuli }) => ({ path, xml, stimuli })));
        readings.forEach((reading, index) => {
          const file = contents.items[start + index]!;
          if ('refused' in reading) file.refused = reading.refused;
          else {
            const draft = withStimuli(reading.draft, file, contents);
            if (typeof draft === 'string') file.refused = draft;
            else file.draft = draft;
          }
        });
        await this.db(PACKAGES_TABLE).where({ id: packageId }).update({ contents: JSON.stringify(contents), items_done: start + batch.length, updated_at: this.clock.now() });
      }
      await this.db(PACKAGES_TABLE).where({ id: packageId }).update({ status: 'ready', updated_at: this.clock.now() });
    } catch (error) {
      // An item the worker could not finish in time (too-complex) is a package the job cannot read: say so rather than retry.
      if (!(error instanceof LmsError)) throw error;
      log.warn({ packageId, errno: error.errno }, 'QTI package not read');
      await this.db(PACKAGES_TABLE).where({ id: packageId }).update({ status: 'failed', error: error.message, updated_at: this.clock.now() });
    }
  }

  private async row(id: string, trx: Knex = this.db): Promise<PackageRow> {
    const row = (await trx<PackageRow>(PACKAGES_TABLE).where({ id }).first()) as PackageRow | undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Only the uploader sees a package (another's is not found, as one that does not exist). */
  async get(user: SessionUser, id: string): Promise<ApiPackage> {
    const row = await this.row(id);
    if (row.owned_by !== user.id) throw notFound();
    return toApiPackage(row);
  }

  async confirm(user: SessionUser, id: string, body: ConfirmBody): Promise<ApiPackage> {
    const row = await this.row(id);
    if (row.owned_by !== user.id) throw notFound();
    if (row.status !== 'ready') throw new LmsError('conflict', row.status === 'imported' ? 'This package is already imported.' : 'The package is not read yet.');
    if ((await this.permissions.courseAccess(user, row.course_id))?.professor !== true) throw new LmsError('access-denied', 'Only a professor of the course imports into it.');
    const test = body.test === undefined ? undefined : row.contents.tests.find((candidate) => candidate.path === body.test);
    if (body.test !== undefined && !test) throw refused('The package has no such test.', 'test');
    if ((test === undefined) !== (body.component === undefined)) throw refused('Choose both a test of the package and the assessment it fills.', test ? 'component' : 'test');

    // Sanitising runs off the event loop: before the transaction, which stays short.
    const ready = row.contents.items.filter((item) => item.draft);
    const stimuliOf = new Map(ready.map((item) => [item.path, item.stimuli]));
    const prepared: { path: string; item: PreparedItem }[] = [];
    for (const item of ready) {
      const tags = [...(item.draft!.tags ?? []), { type: 'course_id' as const, name: row.course_id }];
      prepared.push({ path: item.path, item: await prepareItem({ ...item.draft!, tags }) });
    }
    const stimuli = await Promise.all(row.contents.stimuli.map(async (stimulus) => ({ ...stimulus, html: await sanitizePrompt(stimulus.html) })));

    await this.db.transaction(async (trx) => {
      const locked = (await trx<PackageRow>(PACKAGES_TABLE).where({ id }).forUpdate().first()) as PackageRow;
      if (locked.status !== 'ready') throw new LmsError('conflict', 'This package is already imported.');
      const now = this.clock.now();
      const stimulusIds = new Map<string, string>();
      for (const stimulus of stimuli) {
        const stimulusId = this.ids.newId();
        stimulusIds.set(stimulus.path, stimulusId);
        await trx(STIMULI_TABLE).insert({ id: stimulusId, package_id: id, owned_by: user.id, identifier: stimulus.identifier, title: stimulus.title, html: stimulus.html, created_at: now });
      }
      const used = new Set((await trx(ITEMS_TABLE).where({ owned_by: user.id }).pluck('reference')) as string[]);
      const imported: { path: string; _id: string; reference: string }[] = [];
      for (const { path, item } of prepared) {
        const reference = freeReference(item.reference, used);
        used.add(reference);
        const itemId = this.ids.newId();
        const stored = isQtiDraft(item as ItemDraft) ? withStimulusIds(item, stimuliOf.get(path) ?? [], stimulusIds) : item;
        await trx(ITEMS_TABLE).insert({ id: itemId, owned_by: user.id, ...itemColumns({ ...stored, reference }), copied_from: null, created_at: now, updated_at: now });
        imported.push({ path, _id: itemId, reference });
      }
      const files = await trx(PACKAGE_FILES_TABLE).where({ package_id: id }).update({ confirmed: true });
      let assessment: NonNullable<ApiPackage['imported']>['assessment'] = null;
      if (test && body.component) {
        const entries = test.itemPaths.flatMap((path) => {
          const found = imported.find((item) => item.path === path);
          const points = prepared.find((item) => item.path === path)?.item.points;
          return found && points !== undefined ? [{ id: found._id, points }] : [];
        });
        await this.configs.update(trx, row.course_id, body.component, (config) => ({ ...config, ...test.settings, items: entries }));
        assessment = { component_id: body.component, test: test.path, items: entries.length };
      }
      await trx(PACKAGES_TABLE)
        .where({ id })
        .update({ status: 'imported', imported: JSON.stringify({ items: imported, stimuli: stimuli.length, files: Number(files), assessment }), updated_at: now });
    });
    return toApiPackage(await this.row(id));
  }

  /** A confirmed package file's bytes and type; not found before the confirm or for an unknown id. */
  async file(fileId: string): Promise<{ bytes: Buffer; mimetype: string }> {
    const file = (await this.db(PACKAGE_FILES_TABLE).where({ id: fileId, confirmed: true }).first('bytes', 'mimetype')) as { bytes: Buffer; mimetype: string } | undefined;
    if (!file) throw new LmsError('not-found', 'File not found.');
    return file;
  }
}

/** A `qti` item's content with the ids of its stimuli, in the order the item names them. */
function withStimulusIds(item: PreparedItem, paths: string[], ids: ReadonlyMap<string, string>): PreparedItem {
  if (!paths.length) return item;
  return { ...item, content: { ...(item.content as object), stimuli: paths.map((path) => ids.get(path)!) } as PreparedItem['content'] } as PreparedItem;
}

/** The reference, or "reference (copy)", "(copy 2)"... when the owner already uses it (as the bank's copies are named). */
function freeReference(reference: string, used: ReadonlySet<string>): string {
  if (!used.has(reference)) return reference;
  for (let n = 1; ; n++) {
    const candidate = `${reference} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!used.has(candidate)) return candidate;
  }
}
