import type { Static } from '@lms/sdk/calls';
import type { PackageSchema } from '../../calls/packageCalls.ts';
import type { ItemDraft } from '../../schemas/itemTypes.ts';
import type { PackageItemFile, RefusedFile } from '../../qti/package/readPackageContents.ts';
import type { PackageTest } from '../../qti/package/readAssessmentTest.ts';
import type { PackageStimulus } from '../../qti/package/readStimulus.ts';

export const PACKAGES_TABLE = 'assessment_qti_packages';
export const PACKAGE_FILES_TABLE = 'assessment_qti_files';
export const STIMULI_TABLE = 'assessment_qti_stimuli';

export type ApiPackage = Static<typeof PackageSchema>;
export type PackageStatus = ApiPackage['status'];

/** An item file of a package, then what reading it gave: a draft or why not. */
export type StoredItem = PackageItemFile & { draft?: ItemDraft; refused?: string };

export interface StoredContents {
  items: StoredItem[];
  stimuli: PackageStimulus[];
  tests: PackageTest[];
  media: { path: string; id: string; mimetype: string; size: number }[];
  refused: RefusedFile[];
}

export interface PackageRow {
  id: string;
  owned_by: string;
  course_id: string;
  file_name: string;
  status: PackageStatus;
  version: string;
  items_done: number;
  items_total: number;
  contents: StoredContents;
  error: string | null;
  imported: ApiPackage['imported'];
  created_at: Date;
  updated_at: Date;
}

/** The report of a package: each item with what it would become or why it is refused, stimuli, media, tests. */
export function toApiPackage(row: PackageRow): ApiPackage {
  const { contents } = row;
  const items = new Map(contents.items.map((item) => [item.path, item]));
  return {
    _id: row.id,
    course_id: row.course_id,
    file_name: row.file_name,
    status: row.status,
    version: row.version,
    progress: { done: row.items_done, total: row.items_total },
    error: row.error,
    report: {
      items: contents.items.map((item) => ({
        path: item.path,
        identifier: item.draft?.reference ?? '',
        title: item.draft?.title ?? '',
        type: item.draft?.type ?? null,
        points: item.draft?.points ?? null,
        stimuli: item.stimuli,
        refused: item.refused ?? (item.draft || row.status === 'reading' ? null : 'Not read.'),
      })),
      stimuli: contents.stimuli.map(({ path, identifier, title }) => ({ path, identifier, title })),
      media: contents.media.map(({ path, mimetype, size }) => ({ path, mimetype, size })),
      tests: contents.tests.map((test) => ({
        path: test.path,
        identifier: test.identifier,
        title: test.title,
        sections: test.sections,
        settings: test.settings,
        left_out: test.itemPaths.filter((path) => !items.get(path)?.draft),
        not_kept: test.notKept,
      })),
      refused: contents.refused,
    },
    imported: row.imported,
    created_at: new Date(row.created_at).toISOString(),
  };
}
