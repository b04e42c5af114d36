import { pluginTable, type PluginNames } from './pluginTemplate.ts';

/**
 * A new plugin's test on the SDK's kernel harness (createTestKernel), inside the repository or
 * outside it (the packed SDK carries the kernel in its testing subpath): its component type
 * created on a page through the kernel's HTTP API, its migration's table in use, its schema's refusal.
 */
export function kernelTestFile(names: PluginNames): string {
  const { type } = names;
  const table = pluginTable(names);
  return `import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import plugin from '../src/server/index.ts';

let tk: TestKernel;
let teacher: TestClient;
let page: string;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [plugin] });
  const instructor = await tk.createUser('instructor');
  const course = await tk.createCourse({ instructor });
  teacher = await tk.loginAs(instructor);
  page = \`\${course.first.courseId}/\${course.first.lessonId}/\${course.first.pageId}\`;
  // Booting a kernel (migrations on a fresh database) outlasts vitest's 10 s hook default on a busy machine.
}, 60_000);

afterAll(() => tk?.close());

describe('${type} component through the kernel', () => {
  it('stores a trimmed text, and notes on it (only on a component) in the plugin\\'s own table', async () => {
    const created = await teacher.post(\`components/\${page}/new/\`, { type: '${type}', config: { text: '  Hello  ' } });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ text: 'Hello' });

    const note = { id: randomBytes(12).toString('hex'), component_id: created.body._id, body: 'A note', created_at: new Date() };
    await tk.kernel.knex('${table}').insert(note);
    expect(await tk.kernel.knex('${table}').where({ component_id: created.body._id }).select('body')).toEqual([{ body: 'A note' }]);
    const orphan = { ...note, id: randomBytes(12).toString('hex'), component_id: 'f'.repeat(24) };
    await expect(tk.kernel.knex('${table}').insert(orphan)).rejects.toThrow();
  });

  it('refuses a text that is too long', async () => {
    const refused = await teacher.post(\`components/\${page}/new/\`, { type: '${type}', config: { text: 'x'.repeat(5001) } });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'config/text', message: 'The text is at most 5000 characters.' }]);
  });
});
`;
}
