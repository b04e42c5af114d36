import type { Readable } from 'node:stream';
import type { MediaFileReader } from '@lms/sdk';
import type { Caller } from './caller.ts';
import type { ProjectReads } from './ProjectReads.ts';
import type { ProjectStore } from './ProjectStore.ts';
import { archiveName, zipStream, type ZipEntry } from './projectZip.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

/** A text artifact as a page of its own (its content was sanitised when saved). */
const textPage = (title: string, content: string) =>
  `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>\n${content}\n</body></html>\n`;

/**
 * The download of a whole project (issue 19 "download of a whole project as
 * one archive"): its current version's artifacts in order, numbered, text as
 * HTML pages, files with their bytes, links listed in links.txt.
 */
export class ProjectArchive {
  constructor(
    private readonly store: ProjectStore,
    private readonly reads: ProjectReads,
    private readonly media: MediaFileReader,
  ) {}

  /** Where the caller fetches the archive (the project's readers only: checked here and again there). */
  async url(courseId: string, projectId: string, caller: Caller): Promise<{ url: string }> {
    await this.reads.readable(courseId, projectId, caller);
    return { url: `/server/projects/${courseId}/${projectId}/download/zip` };
  }

  async archive(courseId: string, projectId: string, caller: Caller): Promise<{ fileName: string; body: Readable }> {
    const { row, version } = await this.reads.readable(courseId, projectId, caller);
    const artifacts = await this.store.artifacts([version.id]);
    const files = new Map((await this.media.files(courseId, artifacts.map((artifact) => artifact.media_id).filter((id): id is string => id !== null))).map((file) => [file._id, file]));
    const entries: ZipEntry[] = [];
    const links: string[] = [];
    for (const [index, artifact] of artifacts.entries()) {
      const number = String(index + 1).padStart(2, '0');
      const title = archiveName(artifact.title, artifact.type);
      if (artifact.type === 'text') entries.push({ name: `${number} ${title}.html`, text: textPage(artifact.title, artifact.content ?? '') });
      else if (artifact.type === 'url' && artifact.url) links.push(`${number} ${artifact.title || artifact.url}: ${artifact.url}`);
      else {
        const file = artifact.media_id ? files.get(artifact.media_id) : undefined;
        if (file) entries.push({ name: `${number} ${archiveName(artifact.title || file.display_name, file.name).replace(/\.[a-z0-9]+$/i, '')}.${file.extension}`, open: () => this.media.read(courseId, file._id) });
      }
    }
    if (links.length) entries.push({ name: 'links.txt', text: `${links.join('\n')}\n` });
    return { fileName: `${archiveName(row.title, 'project')}.zip`, body: zipStream(entries) };
  }
}
