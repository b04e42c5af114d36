import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findHandWritten, scanHandWritten } from '../../boundaries/handWrittenWebHooks.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shape the rollup report hook had before it moved onto the kit. */
const REF_FLAG_HOOK = [
  "import { useEffect, useRef, useState } from 'react';",
  'export function useReport(courseId: string) {',
  '  const api = useApi();',
  '  const alive = useRef(true);',
  '  useEffect(() => () => { alive.current = false; }, []);',
  '  const load = () => api.call(getReport, { params: { courseId } }).then((r) => alive.current && setState(r));',
  '}',
].join('\n');

/** The shape the opened-book hook had: a `let current` flag around a loader. */
const LET_FLAG_HOOK = [
  'useEffect(() => {',
  '  let current = true;',
  '  loadBook(url).then((bytes) => { if (current) setOpened(bytes); });',
  '  return () => { current = false; };',
  '}, [url]);',
].join('\n');

describe('no hand-written fetch hook or dialog (issue 16)', () => {
  it('finds a cancellation flag in a file that reads data: let, useRef, fetch, a loader', () => {
    expect(findHandWritten('a.ts', REF_FLAG_HOOK)).toEqual([{ file: 'a.ts', line: 4, kind: 'cancellation-flag', text: 'const alive = useRef(true);' }]);
    expect(findHandWritten('b.ts', LET_FLAG_HOOK).map((finding) => finding.line)).toEqual([2]);
    const fetching = 'useEffect(() => {\n  let cancelled = false;\n  fetch(url).then(() => { if (!cancelled) set(1); });\n  return () => { cancelled = true; };\n});';
    expect(findHandWritten('c.tsx', fetching).map((finding) => finding.text)).toEqual(['let cancelled = false;']);
    expect(findHandWritten('d.ts', 'let ignore = false;\nconst answer = await api.get(path);')).toHaveLength(1);
  });

  it('leaves a flag alone in a file that reads nothing, and other flags (stale, stopped) alone', () => {
    expect(findHandWritten('e.ts', 'let current = true;\nconst moved = useRef(false);')).toEqual([]);
    expect(findHandWritten('f.ts', 'let stale = false;\nlet stopped = false;\nconst answer = await api.get(path);')).toEqual([]);
    expect(findHandWritten('g.ts', 'const currentPage = 1;\nlet alive2 = true;\nfetch(url);')).toEqual([]);
  });

  it('finds a dialog of its own: <dialog, showModal(), aria-modal', () => {
    const own = 'return (\n  <dialog ref={ref}>\n    <div role="dialog" aria-modal="true" />\n  </dialog>\n);\nref.current?.showModal();';
    expect(findHandWritten('h.tsx', own).map((finding) => [finding.line, finding.kind])).toEqual([
      [2, 'own-dialog'],
      [3, 'own-dialog'],
      [6, 'own-dialog'],
    ]);
    expect(findHandWritten('i.tsx', "import { Modal } from '@lms/sdk/web';\nreturn <Modal title=\"Edit\" />;")).toEqual([]);
  });

  it('scans plugins/*/src/web and host/web/src, and not the kit\'s own dialog folder', async () => {
    const base = await mkdtemp(join(tmpdir(), 'hand-written-'));
    try {
      const files: Record<string, string> = {
        'plugins/notes/src/web/useNotes.ts': LET_FLAG_HOOK,
        'plugins/notes/src/server/notes.ts': LET_FLAG_HOOK,
        'host/web/src/screens/Own.tsx': 'return <dialog open />;',
        'sdk/src/web/ui/dialog/Modal.tsx': 'return <dialog aria-modal="true" />;',
      };
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(base, path)), { recursive: true });
        await writeFile(join(base, path), text);
      }
      const found = await scanHandWritten(base);
      expect(found.map((finding) => `${finding.file.split('\\').join('/')}:${finding.line}:${finding.kind}`).sort()).toEqual([
        'host/web/src/screens/Own.tsx:1:own-dialog',
        'plugins/notes/src/web/useNotes.ts:2:cancellation-flag',
      ]);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('finds none in this repository', async () => {
    expect(await scanHandWritten(ROOT)).toEqual([]);
  });
});
