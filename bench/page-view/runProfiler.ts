import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * CPU profiles of single runs, taken in this process (which holds the kernel and the
 * baseline): one file per run, named after the call, the server and the round, to
 * open in Chrome's DevTools or any .cpuprofile viewer. The load generator is another
 * process, so what a profile shows is the server's work.
 */
export class RunProfiler {
  private readonly session = new Session();

  constructor(private readonly dir: string) {
    this.session.connect();
  }

  async around<T>(name: string, run: () => Promise<T>): Promise<T> {
    await mkdir(this.dir, { recursive: true });
    await this.session.post('Profiler.enable');
    await this.session.post('Profiler.start');
    try {
      return await run();
    } finally {
      const { profile } = await this.session.post('Profiler.stop');
      await writeFile(join(this.dir, `${name}.cpuprofile`), JSON.stringify(profile));
    }
  }
}
