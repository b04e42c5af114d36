import fs from 'node:fs';
import path from 'node:path';
import type { SitePlugin } from '@lms/sdk/calls';

/**
 * The plugins an administrator installed, in `<plugins dir>/installed.json`
 * (beside each one's archive `<id>.tgz` and unpacked folder `<id>/`). A file,
 * not a table: the host reads it before the kernel (and its database) starts,
 * to know which plugins to load.
 */
export class InstalledPluginList {
  readonly file: string;

  constructor(readonly directory: string) {
    this.file = path.join(directory, 'installed.json');
  }

  all(): SitePlugin[] {
    if (!fs.existsSync(this.file)) return [];
    return (JSON.parse(fs.readFileSync(this.file, 'utf8')) as { plugins: SitePlugin[] }).plugins;
  }

  find(id: string): SitePlugin | undefined {
    return this.all().find((plugin) => plugin.id === id);
  }

  /** Replaces (or adds) one entry; written to a new file then renamed, so a crash leaves the old list or the new one. */
  put(plugin: SitePlugin): void {
    this.write([...this.all().filter((other) => other.id !== plugin.id), plugin].sort((a, b) => a.id.localeCompare(b.id)));
  }

  delete(id: string): void {
    this.write(this.all().filter((plugin) => plugin.id !== id));
  }

  archiveOf(id: string): string {
    return path.join(this.directory, `${id}.tgz`);
  }

  folderOf(id: string): string {
    return path.join(this.directory, id);
  }

  private write(plugins: SitePlugin[]): void {
    fs.mkdirSync(this.directory, { recursive: true });
    const next = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(next, `${JSON.stringify({ plugins }, null, 2)}\n`);
    fs.renameSync(next, this.file);
  }
}
