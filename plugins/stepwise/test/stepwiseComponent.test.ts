import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentTestBed, type ComponentTestBed } from '@lms/sdk/testing';
import stepwisePlugin from '../src/server/index.ts';
import { MAX_BODY_LENGTH, MAX_PROMPT_LENGTH, MAX_STEPS, MAX_TITLE_LENGTH, type StepwiseConfig } from '../src/schemas/stepwiseConfig.ts';

let bed: ComponentTestBed;

beforeAll(async () => {
  bed = await componentTestBed(stepwisePlugin);
});

afterAll(() => bed?.tk.close());

/** The fields a refused create answers. */
async function refusedFields(config: unknown) {
  const answer = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'stepwise', config });
  expect(answer.status).toBe(422);
  return answer.body.fields;
}

const step = (title: string, body = '<p>Text</p>') => ({ title, body });

describe('stepwise component through the kernel routes', () => {
  it('stores sanitised steps on create and on save, and students read them on the page', async () => {
    const created = await bed.teacher.post(`components/${bed.base}/new/`, {
      type: 'stepwise',
      title: 'Worked example',
      config: {
        steps: [
          { title: '  Read  ', body: '<p onclick="steal()">Look <strong>closely</strong></p><script>alert(1)</script><h2>Big</h2>', prompt: '  What do you see?  ' },
          { title: 'Solve', body: '<a href="javascript:alert(1)">x</a><img src="https://img.example/a.png" onerror="y()" alt="A"><iframe src="https://evil.example"></iframe>', prompt: '   ' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'stepwise', plugin: 'stepwise' });
    expect(created.body.config).toEqual({
      steps: [
        { title: 'Read', body: '<p>Look <strong>closely</strong></p>Big', prompt: 'What do you see?' },
        { title: 'Solve', body: '<a>x</a><img src="https://img.example/a.png" alt="A" />' },
      ],
    });

    const saved = await bed.teacher.put(`components/${bed.base}/${created.body._id}/`, {
      config: { steps: [step('Only', '<p style="position:fixed">Styled</p><a href="https://ok.example" target="_blank">ok</a>')] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.config).toEqual({ steps: [{ title: 'Only', body: '<p>Styled</p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>' }] });

    const page = await bed.learner.get(`pages/${bed.base}/`);
    expect(page.status).toBe(200);
    expect(page.body.contents[0].config).toEqual(saved.body.config);
  });

  it('starts a new component with one step', async () => {
    const created = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'stepwise' });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual({ steps: [{ title: 'Step 1', body: '' }] });
    await bed.teacher.put(`pages/${bed.pages[1]}/`, { contents: [] });
  });

  it('needs at least one step and at most 50', async () => {
    expect(await refusedFields({ steps: [] })).toEqual([{ field: 'config/steps', message: 'Add at least one step.' }]);
    expect(await refusedFields({ steps: Array.from({ length: MAX_STEPS + 1 }, (_, at) => step(`S${at}`)) })).toEqual([
      { field: 'config/steps', message: 'A stepwise component has at most 50 steps.' },
    ]);
    expect(await refusedFields({ steps: 'one' })).toEqual([{ field: 'config/steps', message: 'The steps must be a list.' }]);
    const fifty = await bed.teacher.post(`components/${bed.pages[1]}/new/`, { type: 'stepwise', config: { steps: Array.from({ length: MAX_STEPS }, (_, at) => step(`S${at}`)) } });
    expect(fifty.status).toBe(201);
    // A saved config replaces the old one whole, so one without steps has none.
    const withoutSteps = await bed.teacher.put(`components/${bed.pages[1]}/${fifty.body._id}/`, { config: {} });
    expect(withoutSteps.body.fields).toEqual([{ field: 'config/steps', message: 'Add at least one step.' }]);
    await bed.teacher.put(`pages/${bed.pages[1]}/`, { contents: [] });
  });

  it('names the failing field of each step', async () => {
    expect(await refusedFields({ steps: [step('Fine'), { body: '' }] })).toEqual([{ field: 'config/steps/1/title', message: 'Give every step a title.' }]);
    expect(await refusedFields({ steps: [step('   ')] })).toEqual([{ field: 'config/steps/0/title', message: 'Give every step a title.' }]);
    expect(await refusedFields({ steps: [step('x'.repeat(MAX_TITLE_LENGTH + 1))] })).toEqual([
      { field: 'config/steps/0/title', message: 'A step title is at most 200 characters.' },
    ]);
    expect(await refusedFields({ steps: [step('T', 'x'.repeat(MAX_BODY_LENGTH + 1))] })).toEqual([
      { field: 'config/steps/0/body', message: 'A step text is at most 20,000 characters.' },
    ]);
    expect(await refusedFields({ steps: [{ ...step('T'), prompt: 'x'.repeat(MAX_PROMPT_LENGTH + 1) }] })).toEqual([
      { field: 'config/steps/0/prompt', message: 'A prompt is at most 500 characters.' },
    ]);
    expect(await refusedFields({ steps: [{ title: 'T' }] })).toEqual([{ field: 'config/steps/0/body', message: 'Each step must have a text (it may be empty).' }]);
    expect(await refusedFields({ steps: [{ title: 7, body: [], prompt: false }] })).toEqual([
      { field: 'config/steps/0/title', message: 'A step title must be text.' },
      { field: 'config/steps/0/body', message: 'A step text must be text.' },
      { field: 'config/steps/0/prompt', message: 'A prompt must be text.' },
    ]);
    expect(await refusedFields({ steps: ['just text'] })).toEqual([{ field: 'config/steps/0', message: 'Each step must have a title and a text.' }]);
  });

  it('refuses unknown fields, in the config and in a step', async () => {
    expect(await refusedFields({ steps: [step('T')], theme: 'dark' })).toEqual([{ field: 'config/theme', message: 'Unknown field "theme"' }]);
    expect(await refusedFields({ steps: [{ ...step('T'), hint: 'x' }] })).toEqual([{ field: 'config/steps/0/hint', message: 'Unknown field "hint"' }]);
  });

  it('applies the text limit to what is stored, after escaping', async () => {
    // 20,000 characters sent, but "&" is stored as "&amp;".
    expect(await refusedFields({ steps: [step('T'), step('T', '&'.repeat(MAX_BODY_LENGTH))] })).toEqual([
      { field: 'config/steps/1/body', message: 'A step text is at most 20,000 characters.' },
    ]);
  });

  it('lets only professors write', async () => {
    const answer = await bed.learner.post(`components/${bed.pages[1]}/new/`, { type: 'stepwise', config: { steps: [step('T')] } });
    expect(answer.body.errno).toBe('access-denied');
  });
});

describe('stepwise component type', () => {
  const type = stepwisePlugin.componentTypes![0]!;

  it('offers the text of every step for search', () => {
    const text = type.searchableText!({
      steps: [
        { title: 'Cells', body: '<p>The <b>membrane</b></p><p>holds &amp; protects</p>', prompt: 'What is inside?' },
        { title: 'Tissues', body: '<ul><li>Muscle</li><li>Nerve</li></ul>' },
      ],
    });
    expect(text).toBe('Cells What is inside? The membrane holds & protects Tissues Muscle Nerve');
  });

  it('has an offline demo: several steps, prompts, no external resource', async () => {
    const demo = type.demo as { title: string; config: StepwiseConfig };
    expect(demo.config.steps.length).toBeGreaterThan(2);
    expect(demo.config.steps.some((s) => s.prompt !== undefined)).toBe(true);
    expect(JSON.stringify(demo.config)).not.toMatch(/https?:|src=/);
    expect(await type.prepare!(demo.config)).toEqual(demo.config);
  });
});
