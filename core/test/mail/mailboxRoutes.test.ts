import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestClient, type TestKernel } from '@lms/sdk/testing';
import { mailRefs, newId } from '../../src/index.ts';

let tk: TestKernel;
let admin: TestClient;
const sent: Record<string, string> = {};

beforeAll(async () => {
  tk = await createTestKernel();
  tk.clock.set('2034-05-01T10:00:00Z');
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  const outbox = tk.kernel.resolve(mailRefs.mail);
  sent.first = (await outbox.send({ to: 'ana@test.example', subject: 'Validate your email', text: 'Go to http://localhost/validate/t1', kind: 'validation' })).id;
  tk.clock.advance(60_000);
  sent.second = (await outbox.send({ to: 'bo@test.example', subject: 'Reset your password', text: 'Go to http://localhost/changepassword/t2', html: '<a href="http://localhost/changepassword/t2">Reset</a>', kind: 'password-reset' })).id;
  tk.clock.advance(60_000);
  sent.third = (await outbox.send({ to: 'Ana@Test.example', subject: 'Unsubscribed', text: 'Bye', kind: 'unsubscribe' })).id;
  await tk.drainJobs();
});

afterAll(() => tk?.close());

/** What both the list and the single message say of the delivered reset mail. */
const deliveredReset = () => ({
  _id: sent.second,
  to: 'bo@test.example',
  subject: 'Reset your password',
  kind: 'password-reset',
  status: 'sent',
  transport: 'mailbox',
});

describe('GET dev/mailbox/', () => {
  it('lists the outgoing mail newest first, without bodies', async () => {
    const response = await admin.get('dev/mailbox/');
    expect(response.status).toBe(200);
    const messages = response.body.messages as Record<string, unknown>[];
    expect(messages.map((m) => m._id)).toEqual([sent.third, sent.second, sent.first]);
    expect(messages[1]).toEqual({
      ...deliveredReset(),
      created_at: '2034-05-01T10:01:00.000Z',
      sent_at: expect.any(String),
    });
    expect(JSON.stringify(messages)).not.toContain('changepassword/t2');
  });

  it('keeps only the mail to one address with ?to= (any case)', async () => {
    const response = await admin.get('dev/mailbox/?to=ANA%40test.example');
    expect(response.body.messages.map((m: { _id: string }) => m._id)).toEqual([sent.third, sent.first]);
    expect((await admin.get('dev/mailbox/?to=nobody%40test.example')).body).toEqual({ messages: [] });
  });

  it('refuses an unknown filter or a repeated one', async () => {
    expect(await admin.get('dev/mailbox/?from=x')).toMatchObject({ status: 422, body: { errno: 'validation-failed' } });
    expect(await admin.get('dev/mailbox/?to=a%40x.example&to=b%40x.example')).toMatchObject({ status: 422, body: { errno: 'validation-failed', error: 'Filter by one email address.' } });
  });

  it('answers at most 200 messages', async () => {
    const rows = Array.from({ length: 201 }, (_, i) => ({
      id: newId(),
      to_address: 'bulk@test.example',
      subject: `Bulk ${i}`,
      text_body: 'x',
      kind: 'bulk',
      status: 'sent',
      transport: 'mailbox',
      created_at: new Date(Date.UTC(2035, 0, 1, 0, 0, i)),
    }));
    await tk.kernel.knex.batchInsert('mail_outbox', rows, 100);
    const response = await admin.get('dev/mailbox/');
    expect(response.body.messages).toHaveLength(200);
    expect(response.body.messages[0].subject).toBe('Bulk 200');
  });

  it('is refused to users who are not administrators, and to anonymous callers', async () => {
    const student = await tk.loginAs(await tk.createUser('student'));
    const instructor = await tk.loginAs(await tk.createUser('instructor'));
    for (const client of [student, instructor]) {
      expect(await client.get('dev/mailbox/')).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
      expect(await client.get(`dev/mailbox/${sent.first}/`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    }
    expect(await tk.client().get('dev/mailbox/')).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
    expect(await tk.client().get(`dev/mailbox/${sent.first}/`)).toMatchObject({ status: 401, body: { errno: 'not-logged' } });
  });

  // It holds everyone's reset links: a junior administrator must not read the site administrator's.
  it('is refused to administrators below the highest level', async () => {
    for (const administrator of [1, 2]) {
      const user = await tk.createUser('student');
      await tk.kernel.knex('users').where({ id: user.id }).update({ administrator });
      const junior = await tk.loginAs(user);
      expect(await junior.get('dev/mailbox/')).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
      expect(await junior.get(`dev/mailbox/${sent.second}/`)).toMatchObject({ status: 403, body: { errno: 'access-denied' } });
    }
  });

  it('is open to site administrators: administrator value 3 or a Junction account', async () => {
    const provider = await tk.createUser('student');
    await tk.kernel.knex('users').where({ id: provider.id }).update({ account_type: 'Junction' });
    for (const client of [admin, await tk.loginAs(provider)]) expect((await client.get(`dev/mailbox/${sent.second}/`)).status).toBe(200);
  });
});

describe('GET dev/mailbox/:messageId/', () => {
  it('answers the whole message with its text and html', async () => {
    const response = await admin.get(`dev/mailbox/${sent.second}/`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ...deliveredReset(),
      text: 'Go to http://localhost/changepassword/t2',
      html: '<a href="http://localhost/changepassword/t2">Reset</a>',
      attempts: 1,
      last_error: null,
      body_hidden: false,
    });
    expect((await admin.get(`dev/mailbox/${sent.first}/`)).body).toMatchObject({ html: null });
  });

  it('answers not-found for an unknown or malformed id', async () => {
    expect(await admin.get('dev/mailbox/0123456789abcdef01234567/')).toMatchObject({ status: 404, body: { errno: 'not-found', error: 'This message does not exist.' } });
    expect((await admin.get('dev/mailbox/not-an-id/')).status).toBe(404);
  });
});
