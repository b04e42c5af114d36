import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFolders, publishedFolders } from '../publishedForms.ts';

// How the published-form count groups a corpus's files into packages (README, "items in the form they are published").

const item = (identifier: string) => `<?xml version="1.0"?>\n<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${identifier}"/>`;

const CORPUS: Record<string, string> = {
  'SOURCES.md': '# sources',
  'top.xml': item('top'),
  'notes.xml': '<?xml version="1.0"?><notes/>',
  'pkg/imsmanifest.xml': '<manifest/>',
  'pkg/items/a.xml': item('a'),
  'pkg/items/sub/b.xml': item('b'),
  'pkg/items/sub/imsmanifest.xml': '<manifest/>',
  'pkg/images/x.png': 'png',
  'pkg.zip': 'zip',
  'bank/c.xml': item('c'),
  'bank/rp/three.xml': '<responseProcessing/>',
  'bank/media/img/x.png': 'png',
  'bank/archive.zip': 'zip',
  'bank/more/d.xml': item('d'),
  'bank/more/media/y.png': 'png',
  'loose/readme.txt': 'no items here',
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'qti-corpus-'));
  for (const [file, text] of Object.entries(CORPUS)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function grouping() {
  const { byDirectory, itemHash } = await corpusFolders(root);
  const { folders, lone } = publishedFolders(byDirectory, itemHash);
  return { items: [...itemHash.keys()].sort(), lone, folders: folders.map((folder) => ({ ...folder, files: [...folder.files].sort() })) };
}

describe('the published-form grouping of a corpus', () => {
  it('finds the item files by their root element, zips and SOURCES.md left out', async () => {
    const { items } = await grouping();
    expect(items).toEqual(['bank/c.xml', 'bank/more/d.xml', 'pkg/items/a.xml', 'pkg/items/sub/b.xml', 'top.xml']);
    const { byDirectory } = await corpusFolders(root);
    expect([...byDirectory.values()].flat().filter((file) => /\.zip$|SOURCES\.md$/.test(file))).toEqual([]);
  });

  it('makes a folder holding imsmanifest.xml one package of its whole subtree, a manifest inside it included', async () => {
    const { folders } = await grouping();
    expect(folders.filter((folder) => folder.manifest)).toEqual([
      { directory: 'pkg', manifest: true, items: 2, files: ['pkg/images/x.png', 'pkg/imsmanifest.xml', 'pkg/items/a.xml', 'pkg/items/sub/b.xml', 'pkg/items/sub/imsmanifest.xml'] },
    ]);
  });

  it('makes each other folder holding items a package without a manifest: its files and its subfolders holding no items, at any depth', async () => {
    const { folders } = await grouping();
    expect(folders.filter((folder) => !folder.manifest)).toEqual([
      { directory: 'bank', manifest: false, items: 1, files: ['bank/c.xml', 'bank/media/img/x.png', 'bank/rp/three.xml'] },
      { directory: 'bank/more', manifest: false, items: 1, files: ['bank/more/d.xml', 'bank/more/media/y.png'] },
    ]);
  });

  it('leaves an item at the top of the corpus a lone file, and a folder without items no package', async () => {
    const { folders, lone } = await grouping();
    expect(lone).toEqual(['top.xml']);
    expect(folders.map((folder) => folder.directory)).not.toContain('loose');
    expect(folders.map((folder) => folder.directory)).not.toContain('.');
  });
});
