import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { jobRefs, mailRefs, type MailOutbox } from '../../src/index.ts';

let tk: TestKernel;
let outbox: MailOutbox;

beforeAll(async () => {
  tk = await createTestKernel({ listen: false });
  outbox = tk.kernel.resolve(mailRefs.mail);
});

afterAll(() => tk?.close());

const validation = (to: string) => ({
  to,
  subject: 'Validate your email',
  text: 'Follow http://localhost/validate/abc123 to validate.',
  html: '<p><a href="http://localhost/validate/abc123">Validate</a></p>',
  kind: 'validation',
});

describe('MailOutbox without SMTP', () => {
  it('stores the message and a mail job; the worker delivers it to the built-in mailbox', async () => {
    const user = await tk.createUser('student');
    const { id } = await outbox.send({ ...validation(user.email), userId: user.id });
    const [queued] = await tk.kernel.knex('mail_outbox').where({ id });
    expect(queued).toMatchObject({ to_address: user.email, kind: 'validation', user_id: user.id });
    const job = await tk.kernel.knex('jobs').whereRaw("payload->>'mailId' = ?", [id]).first();
    expect(job).toMatchObject({ kind: 'mail', payload: { mailId: id } });
    // The job carries the id only: bodies (with their tokens) stay in the outbox.
    expect(JSON.stringify(job.payload)).not.toContain('abc123');

    const [message] = await tk.mailTo(user.email.toUpperCase());
    expect(message).toMatchObject({
      _id: id,
      to: user.email,
      subject: 'Validate your email',
      kind: 'validation',
      status: 'sent',
      transport: 'mailbox',
      text: 'Follow http://localhost/validate/abc123 to validate.',
      html: '<p><a href="http://localhost/validate/abc123">Validate</a></p>',
      user_id: user.id,
      attempts: 1,
      last_error: null,
    });
    expect(message!.sent_at).toBeInstanceOf(Date);
    expect(await tk.kernel.resolve(jobRefs.jobs).get(job.id)).toMatchObject({ status: 'done' });
  });

  it('is delivered without anyone draining: the worker runs from kernel creation', async () => {
    const { id } = await outbox.send(validation('nodrain@test.example'));
    const deadline = Date.now() + 3000;
    let row = await tk.kernel.knex('mail_outbox').where({ id }).first();
    while (row.status !== 'sent' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      row = await tk.kernel.knex('mail_outbox').where({ id }).first();
    }
    expect(row.status).toBe('sent');
  });

  it("enqueues inside the caller's transaction: a rollback leaves no message and no job", async () => {
    const before = await counts();
    await expect(
      tk.kernel.knex.transaction(async (trx) => {
        await outbox.send(validation('rolledback@test.example'), trx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await counts()).toEqual(before);
    await tk.kernel.knex.transaction((trx) => outbox.send(validation('committed@test.example'), trx));
    expect(await tk.mailTo('committed@test.example')).toHaveLength(1);
  });

  it('refuses something that is not one address, or a subject with a line break, storing nothing', async () => {
    const before = await counts();
    await expect(outbox.send(validation('not-an-address'))).rejects.toThrow('Cannot send mail to "not-an-address": not a single email address');
    await expect(outbox.send(validation('a@test.example, b@test.example'))).rejects.toThrow('not a single email address');
    await expect(outbox.send(validation('Someone <a@test.example>'))).rejects.toThrow('not a single email address');
    await expect(outbox.send({ ...validation('a@test.example'), subject: 'Hi\r\nBcc: x@test.example' })).rejects.toThrow('A mail subject is one line');
    expect(await counts()).toEqual(before);
  });
});

async function counts() {
  const mail = await tk.kernel.knex('mail_outbox').count({ n: '*' }).first();
  const jobs = await tk.kernel.knex('jobs').count({ n: '*' }).first();
  return { mail: Number(mail!.n), jobs: Number(jobs!.n) };
}
