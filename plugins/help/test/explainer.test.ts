import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, setLabelBundle, type TestClient, type TestKernel } from '@lms/sdk/testing';
import help from '../src/server/index.ts';
import { BUILT_IN_TOPICS } from '../src/schemas/builtInHelp.ts';

let tk: TestKernel;
let student: TestClient;
let instructor: TestClient;
let programAdmin: TestClient;
let admin: TestClient;

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [help] });
  student = await tk.loginAs(await tk.createUser('student'));
  instructor = await tk.loginAs(await tk.createUser('instructor'));
  programAdmin = await tk.loginAs(await tk.createUser('program-admin'));
  admin = await tk.loginAs(await tk.createUser('site-admin'));
});

afterAll(() => tk?.close());

const audiences = async (client: TestClient) => {
  const answer = await client.get('explainer');
  expect(answer.status).toBe(200);
  return [...new Set((answer.body.topics as { audience: string }[]).map((topic) => topic.audience))].sort();
};

describe('GET explainer', () => {
  it('answers a visitor without an account: the topics for everyone and the legal sections, the refund policy word for word', async () => {
    const answer = await tk.client().get('explainer');
    expect(answer.status).toBe(200);
    expect(answer.body.topics.map((topic: { audience: string }) => topic.audience)).toEqual(BUILT_IN_TOPICS.filter((t) => t.audience === 'everyone').map(() => 'everyone'));
    expect(answer.body.sections.refunds).toBe('seven days, with a full refund if less than 50% of a course has been viewed.');
    expect(answer.body.sections.terms.length).toBeGreaterThan(20);
    expect(answer.body.sections.privacy.length).toBeGreaterThan(20);
    expect(answer.body.chat_support).toEqual({ enabled: false, url: '', title: 'Chat with support' });
  });

  it('adds the topics of each role the account holds', async () => {
    expect(await audiences(student)).toEqual(['everyone', 'student']);
    expect(await audiences(instructor)).toEqual(['everyone', 'instructor']);
    expect(await audiences(programAdmin)).toEqual(['everyone', 'instructor', 'program-admin']);
    expect(await audiences(admin)).toEqual(['administrator', 'everyone', 'instructor', 'program-admin']);
  });

  describe("a label bundle's own help", () => {
    afterAll(() => setLabelBundle(tk, {}));

    it('replaces the topics and the texts it gives, and keeps the built-in ones it does not', async () => {
      await setLabelBundle(tk, {
        help: {
          topics: [
            { id: 'publisher-faq', title: 'Publisher FAQ', body: 'Ask us.', audience: 'everyone' },
            { id: 'teach', title: 'Teaching with us', body: 'Slides.', audience: 'instructor' },
          ],
          terms: 'Our terms.\n\nSecond paragraph.',
        },
      });
      const visitor = await tk.client().get('explainer');
      expect(visitor.body.topics).toEqual([{ id: 'publisher-faq', title: 'Publisher FAQ', body: 'Ask us.', audience: 'everyone' }]);
      expect(visitor.body.sections.terms).toBe('Our terms.\n\nSecond paragraph.');
      expect(visitor.body.sections.refunds).toBe('seven days, with a full refund if less than 50% of a course has been viewed.');
      expect((await instructor.get('explainer')).body.topics.map((topic: { id: string }) => topic.id)).toEqual(['publisher-faq', 'teach']);
    });

    it('shows the built-in topics, not half a list, when one of the bundle’s topics is malformed', async () => {
      await setLabelBundle(tk, { help: { topics: [{ id: 'ok', title: 'Fine', body: 'Yes.', audience: 'everyone' }, { id: 'bad', title: '', body: 'x', audience: 'nobody' }] } });
      const visitor = await tk.client().get('explainer');
      expect(visitor.body.topics.map((topic: { id: string }) => topic.id)).toEqual(BUILT_IN_TOPICS.filter((t) => t.audience === 'everyone').map((t) => t.id));
    });

    it('turns the chat-support slot on only with an https address', async () => {
      await setLabelBundle(tk, { chat_support: { enabled: true, url: 'https://chat.example.com/widget', title: 'Talk to us' } });
      expect((await tk.client().get('explainer')).body.chat_support).toEqual({ enabled: true, url: 'https://chat.example.com/widget', title: 'Talk to us' });
      for (const url of ['http://chat.example.com/widget', 'javascript:alert(1)', 'not a url']) {
        await setLabelBundle(tk, { chat_support: { enabled: true, url, title: 'Talk to us' } });
        expect((await tk.client().get('explainer')).body.chat_support.enabled).toBe(false);
      }
    });
  });
});
