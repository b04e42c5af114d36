import { LmsError, type ComponentReader, type Knex, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { QtiVersion } from '../../schemas/qtiItem.ts';
import type { ItemDefinition } from '../../schemas/itemTypes.ts';
import { qtiIdentifier } from '../../qti/export/itemToQti.ts';
import { questionToQti } from '../../qti/export/questionToQti.ts';
import { testToQti } from '../../qti/export/testToQti.ts';
import { stimulusToQti, type ExportStimulus } from '../../qti/export/stimulusToQti.ts';
import { writePackage, type ExportFile } from '../../qti/export/writePackage.ts';
import { ITEMS_TABLE, type ItemRow } from '../itemRows.ts';
import { sharedCourses } from '../prepareItem.ts';
import { PACKAGE_FILES_TABLE, STIMULI_TABLE } from './packageRows.ts';

export interface ExportRequest {
  items?: string[];
  tag?: string;
  course?: string;
  component?: string;
  version: QtiVersion;
}

/** The assessment an export names: its items become an assessmentTest. */
interface ExportedAssessment {
  title: string;
  config: AssessmentConfig;
  component: string;
}

const FILE_LINK = /\/server\/assessment\/packages\/files\/([0-9a-f]{24})/g;
const MAX_EXPORT_ITEMS = 1000;

/** A Question's XML in the version asked, with its passages (questionToQti). */
const itemXml = (row: ItemRow, version: QtiVersion, stimuli: ExportStimulus[]): string =>
  questionToQti({ type: row.type, content: row.content, reference: row.reference, title: row.title, prompt: row.prompt, points: Number(row.points) } as ItemDefinition & Pick<ItemRow, 'reference' | 'title' | 'prompt'> & { points: number }, version, stimuli);

/** The ids of the shared passages a `qti` item shows beside itself. */
const stimulusIdsOf = (row: ItemRow): string[] => (row.type === 'qti' ? ((row.content as { stimuli?: string[] }).stimuli ?? []) : []);

/**
 * Exports as a QTI content package (issue 28 item 5): Questions by id, the
 * caller's Questions of a tag, or an assessment of a course the caller
 * teaches with its items (an assessmentTest). Media an imported package
 * brought travel with the items that link them.
 */
export class PackageExports {
  constructor(
    private readonly db: Knex,
    private readonly permissions: PermissionChecker,
    private readonly components: ComponentReader,
  ) {}

  private async visible(user: SessionUser, row: ItemRow): Promise<boolean> {
    if (row.owned_by === user.id || user.administrator >= 1) return true;
    for (const course of sharedCourses(row.tags)) if ((await this.permissions.courseAccess(user, course))?.professor) return true;
    return false;
  }

  private async rows(user: SessionUser, request: ExportRequest): Promise<{ rows: ItemRow[]; test?: ExportedAssessment }> {
    if (request.component !== undefined || request.course !== undefined) {
      if (request.component === undefined || request.course === undefined) throw LmsError.validation([{ field: 'component', message: 'Name both the course and the assessment.' }]);
      const access = await this.permissions.courseAccess(user, request.course);
      if (!access?.professor) throw new LmsError('access-denied', 'Only a professor of the course exports its assessments.');
      const component = await this.components.get(request.course, request.component, access, 'assessment');
      const ids = component.config.items.map((item) => item.id);
      const found = (await this.db<ItemRow>(ITEMS_TABLE).whereIn('id', ids)) as ItemRow[];
      const rows = ids.flatMap((id) => found.filter((row) => row.id === id));
      return { rows, test: { title: component.title ?? '', config: component.config, component: request.component } };
    }
    let query = this.db<ItemRow>(ITEMS_TABLE).where('owned_by', user.id);
    if (request.items !== undefined) query = this.db<ItemRow>(ITEMS_TABLE).whereIn('id', request.items);
    else if (request.tag !== undefined) query = query.whereRaw("exists (select 1 from jsonb_array_elements(tags) as tag where lower(tag->>'name') = lower(?))", [request.tag]);
    else throw LmsError.validation([{ field: 'items', message: 'Choose Questions, a tag or an assessment to export.' }]);
    const rows = (await query.orderBy('reference').limit(MAX_EXPORT_ITEMS + 1)) as ItemRow[];
    if (rows.length > MAX_EXPORT_ITEMS) throw LmsError.validation([{ field: 'items', message: `At most ${MAX_EXPORT_ITEMS} Questions are exported at once.` }]);
    for (const row of rows) if (!(await this.visible(user, row))) throw new LmsError('not-found', 'Question not found.');
    if (request.items !== undefined && rows.length !== new Set(request.items).size) throw new LmsError('not-found', 'Question not found.');
    if (!rows.length) throw new LmsError('not-found', 'No Questions to export.');
    return { rows };
  }

  async export(user: SessionUser, request: ExportRequest): Promise<{ zip: Uint8Array; name: string }> {
    const { rows, test } = await this.rows(user, request);
    const files: ExportFile[] = [];
    const media = new Map<string, ExportFile>();
    const identifiers = new Map<string, string>();
    const stimuli = await this.stimuli(rows);
    // Media an imported package brought, linked from a document of this package: the file travels, the link becomes relative.
    const withMedia = async (xml: string, usedBy: string): Promise<string> => {
      for (const [, fileId] of xml.matchAll(FILE_LINK)) {
        if (!media.has(fileId!)) {
          const file = (await this.db(PACKAGE_FILES_TABLE).where({ id: fileId, confirmed: true }).first('path', 'bytes')) as { path: string; bytes: Buffer } | undefined;
          if (!file) continue;
          media.set(fileId!, { path: `media/${fileId}-${file.path.slice(file.path.lastIndexOf('/') + 1)}`, data: new Uint8Array(file.bytes), usedBy: [] });
        }
        const file = media.get(fileId!)!;
        if (!file.usedBy!.includes(usedBy)) file.usedBy!.push(usedBy);
        xml = xml.replaceAll(`/server/assessment/packages/files/${fileId}`, `../${file.path}`);
      }
      return xml;
    };
    // 2.1 has no stimulus: its passages are written into the items (stimulusToQti.ts).
    if (request.version !== '2.1') {
      for (const [id, stimulus] of stimuli) {
        files.push({ path: stimulus.path, data: await withMedia(stimulusToQti(stimulus, request.version), `stimulus-${id}`), resource: { identifier: `stimulus-${id}`, kind: 'stimulus' } });
      }
    }
    for (const row of rows) {
      if (identifiers.has(row.id)) continue;
      let identifier = qtiIdentifier(row.reference);
      while ([...identifiers.values()].includes(identifier)) identifier = `${identifier}_`;
      identifiers.set(row.id, identifier);
      const passages = stimulusIdsOf(row).filter((id) => stimuli.has(id));
      const xml = await withMedia(itemXml(row, request.version, passages.map((id) => stimuli.get(id)!)), identifier);
      const dependencies = request.version === '2.1' ? [] : passages.map((id) => `stimulus-${id}`);
      files.push({ path: `items/${identifier}.xml`, data: xml, resource: { identifier, kind: 'item', dependencies } });
    }
    files.push(...media.values());
    if (test) {
      const itemHrefs = test.config.items.filter((item) => identifiers.has(item.id)).map((item) => ({ identifier: identifiers.get(item.id)!, href: `../items/${identifiers.get(item.id)}.xml` }));
      const identifier = `assessment-${test.component}`;
      files.push({ path: 'tests/assessment.xml', data: testToQti({ identifier, title: test.title, config: test.config, itemHrefs }, request.version), resource: { identifier, kind: 'test', dependencies: itemHrefs.map((item) => item.identifier) } });
    }
    const name = `qti-${request.version.replace('.', '')}-${test ? test.component : rows.length === 1 ? identifiers.get(rows[0]!.id) : 'questions'}.zip`;
    return { zip: writePackage(files, request.version, `package-${Date.now()}`), name };
  }

  /** The passages the `qti` items show, by id, each with an identifier unique in the package and its file there. */
  private async stimuli(rows: ItemRow[]): Promise<Map<string, ExportStimulus>> {
    const ids = [...new Set(rows.flatMap(stimulusIdsOf))];
    const found = (await this.db(STIMULI_TABLE).whereIn('id', ids).select('id', 'identifier', 'title', 'html')) as { id: string; identifier: string; title: string; html: string }[];
    const stimuli = new Map<string, ExportStimulus>();
    const used = new Set<string>();
    for (const id of ids) {
      const row = found.find((candidate) => candidate.id === id);
      if (!row) continue;
      let identifier = qtiIdentifier(row.identifier || `stimulus-${id}`);
      while (used.has(identifier)) identifier = `${identifier}_`;
      used.add(identifier);
      stimuli.set(id, { identifier, title: row.title, html: row.html, path: `stimuli/${identifier}.xml` });
    }
    return stimuli;
  }
}

