import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/loggingThenExiting.ts', import.meta.url));

describe("the kernel's asynchronous log", () => {
  it('loses no line when the process exits right after writing (a crash keeps its fatal line)', async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', fixture], { maxBuffer: 16 * 1024 * 1024 }, (_error, out) => resolve({ stdout: out, code: child.exitCode }));
    });
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { msg: string; line?: number });
    expect(code).toBe(70);
    expect(lines).toHaveLength(2001);
    expect(lines.at(-2)).toMatchObject({ msg: 'request', line: 1999 });
    expect(lines.at(-1)).toMatchObject({ msg: 'unexpected error: stopping' });
  });
});
