import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * Issue 16: every plugin's server data goes through the SDK's web kit
 * (`pluginServerData`: queries whose signal aborts when unused) and every
 * dialog through the kit's Modal/ConfirmDialog (sdk/src/web/ui/dialog). This
 * finds what slipped back: a hand-written cancellation flag in a file that
 * reads data, and a dialog of its own.
 */
export interface HandWrittenFinding {
  file: string;
  line: number;
  kind: 'cancellation-flag' | 'own-dialog';
  text: string;
}

/** The names a hand-written loader gives its "still wanted?" flag. */
const FLAG_NAMES = 'cancelled|canceled|alive|ignore|ignored|mounted|isMounted|current|active';
/** `let cancelled = false`, `let alive = true`, `const mounted = useRef(true)`. */
const CANCELLATION_FLAG = new RegExp(String.raw`\b(?:let\s+(?:${FLAG_NAMES})\s*=\s*(?:true|false)\b|(?:const|let)\s+(?:${FLAG_NAMES})\s*=\s*useRef(?:<[^>]*>)?\(\s*(?:true|false)\s*\))`);
/** The file reads data: fetch, the API client, a call, or a `load…(` function. */
const READS_DATA = /\bfetch\(|\buseApi\(|\bapi\.\w+\(|\.call\(|\bload[A-Z]\w*\(/;
/** A dialog of its own instead of the kit's Modal. */
const OWN_DIALOG = /<dialog\b|\.showModal\(|aria-modal/;

/** The hand-written hooks and dialogs in one source file's text. */
export function findHandWritten(file: string, text: string): HandWrittenFinding[] {
  const findings: HandWrittenFinding[] = [];
  const readsData = READS_DATA.test(text);
  text.split('\n').forEach((line, index) => {
    if (readsData && CANCELLATION_FLAG.test(line)) findings.push({ file, line: index + 1, kind: 'cancellation-flag', text: line.trim() });
    if (OWN_DIALOG.test(line)) findings.push({ file, line: index + 1, kind: 'own-dialog', text: line.trim() });
  });
  return findings;
}

/** Where plugins' and the host's web code lives; the kit's own dialog folder is the one place a `<dialog>` belongs. */
const DIALOG_HOME = ['sdk', 'src', 'web', 'ui', 'dialog'].join(sep);

async function sourceFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Every finding under `plugins/<id>/src/web` and `host/web/src` of the repository at `root`. */
export async function scanHandWritten(root: string): Promise<HandWrittenFinding[]> {
  const pluginDirs = await readdir(join(root, 'plugins'), { withFileTypes: true });
  const roots = [...pluginDirs.filter((entry) => entry.isDirectory()).map((entry) => join(root, 'plugins', entry.name, 'src', 'web')), join(root, 'host', 'web', 'src')];
  const files = (await Promise.all(roots.map(sourceFiles))).flat().filter((file) => !file.includes(DIALOG_HOME));
  const findings = await Promise.all(files.map(async (file) => findHandWritten(relative(root, file), await readFile(file, 'utf8'))));
  return findings.flat();
}
