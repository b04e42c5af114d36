import type { ApiClient } from '@lms/sdk/web';
import type { CallAnswer } from '@lms/sdk/calls';
import { confirmPackage, getPackage, importPackage, listPackageTargets } from '../../../calls/packageCalls.ts';
import type { QtiVersion } from '../../../schemas/qtiItem.ts';

export type ApiPackage = CallAnswer<typeof getPackage>;

/** POST assessment/packages/import/{courseId}/: the zip as a form's file; answers the package being read. */
export function uploadPackage(api: ApiClient, courseId: string, file: File): Promise<ApiPackage> {
  const form = new FormData();
  form.append('file', file);
  return api.send(importPackage, form, { courseId }, { name: file.name });
}

export const readPackage = (api: ApiClient, packageId: string) => api.call(getPackage, { params: { packageId } });

export const confirmImport = (api: ApiClient, packageId: string, target: { test: string; component: string } | null) =>
  api.call(confirmPackage, { params: { packageId }, body: target ?? {} });

/** An assessment of the course a package's test may fill. */
export type PackageTarget = CallAnswer<typeof listPackageTargets>['assessments'][number];

export const packageTargets = async (api: ApiClient, courseId: string) => (await api.call(listPackageTargets, { params: { courseId } })).assessments;

/** The address of GET assessment/packages/export/ for some Questions: a download link. */
export function exportAddress(itemIds: readonly string[], version: QtiVersion): string {
  const query = new URLSearchParams({ items: itemIds.join(','), ...(version === '3.0' ? {} : { version }) });
  return `/server/assessment/packages/export/?${query.toString()}`;
}
