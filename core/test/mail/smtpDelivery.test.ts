import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { coreServices, JobQueue, JobWorker, mailRefs, MailOutbox, type MailboxMessage } from '../../src/index.ts';
import { MailDelivery } from '../../src/mail/MailDelivery.ts';
import { MAIL_JOB, mailJobPayload } from '../../src/mail/mailJob.ts';
import { checkedPayload } from '../../src/jobs/checkedPayload.ts';
import { SchemaValidator } from '../../src/validation/SchemaValidator.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtpTestServer.ts';

let smtp: SmtpTestServer;
let tk: TestKernel;

const FROM = 'Course Platform <platform@test.example>';
const SECRET = 'tok3n-d0-not-log';

beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: 'mailer', pass: 's3cret pass' });
  tk = await createTestKernel({ config: { smtpUrl: smtp.url, mailFrom: FROM } });
});

afterEach(() => {
  smtp.refuseRecipients = null;
  smtp.received.length = 0;
  tk.clock.reset();
});

afterAll(async () => {
  await tk?.close();
  await smtp?.close();
});

const recovery = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Open http://localhost/changepassword/${SECRET} to choose a new password.`,
  html: `<p><a href="http://localhost/changepassword/${SECRET}">Choose a new password</a></p>`,
  kind: 'password-reset',
});

/** Undoes the quoted-printable transfer encoding nodemailer uses for long lines. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function outboxRow(id: string): Promise<MailboxMessage> {
  return (await tk.kernel.resolve(mailRefs.mailbox).message(id))!;
}

describe('SMTP delivery (LMS_SMTP_URL set)', () => {
  it('sends the message through the SMTP server with the URL credentials and the configured From', async () => {
    const { id } = await tk.kernel.resolve(mailRefs.mail).send(recovery('learner@test.example'));
    await tk.drainJobs();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'platform@test.example', to: ['learner@test.example'], user: 'mailer' });
    expect(mail!.raw).toMatch(/^From: Course Platform <platform@test\.example>$/m);
    expect(mail!.raw).toMatch(/^To: learner@test\.example$/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your password$/m);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain(`Open http://localhost/changepassword/${SECRET} to choose a new password.`);
    expect(body).toContain(`Content-Type: text/html`);
    expect(body).toContain(`<a href="http://localhost/changepassword/${SECRET}">Choose a new password</a>`);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, last_error: null });
    const messageId = /^Message-ID: (<[^>]+>)$/im.exec(mail!.raw)?.[1];
    expect(row.message_id).toBe(messageId);
  });

  it('lists SMTP mail in the mailbox without its bodies: the links belong to their recipients', async () => {
    const { id } = await tk.kernel.resolve(mailRefs.mail).send(recovery('private@test.example'));
    await tk.drainJobs();
    const admin = await tk.loginAs(await tk.createUser('site-admin'));
    const list = await admin.get('dev/mailbox/?to=private%40test.example');
    expect(list.body.messages).toMatchObject([{ _id: id, status: 'sent', transport: 'smtp' }]);
    const message = await admin.get(`dev/mailbox/${id}/`);
    expect(message.body).toMatchObject({ _id: id, subject: 'Reset your password', text: null, html: null, body_hidden: true });
    expect(JSON.stringify(message.body)).not.toContain(SECRET);
  });

  it('retries later when the server refuses for now (4xx), then delivers', async () => {
    tk.clock.set('2033-01-01T00:00:00Z');
    smtp.refuseRecipients = 451;
    const { id } = await tk.kernel.resolve(mailRefs.mail).send(recovery('later@test.example'));
    await tk.drainJobs();
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', transport: 'smtp', attempts: 1, sent_at: null });
    expect((await outboxRow(id)).last_error).toMatch(/451/);
    const job = await tk.kernel.knex('jobs').whereRaw("payload->>'mailId' = ?", [id]).first();
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.run_at).toEqual(new Date('2033-01-01T00:00:10Z'));

    smtp.refuseRecipients = null;
    tk.clock.advance(10_000);
    await tk.drainJobs();
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received.map((m) => m.to)).toEqual([['later@test.example']]);
  });

  it('fails at once when the server refuses for good (5xx)', async () => {
    smtp.refuseRecipients = 550;
    const { id } = await tk.kernel.resolve(mailRefs.mail).send(recovery('nobody@test.example'));
    await tk.drainJobs();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', transport: 'smtp', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/550/);
    const job = await tk.kernel.knex('jobs').whereRaw("payload->>'mailId' = ?", [id]).first();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('retries when the SMTP login is refused (the settings can be fixed) instead of failing the message', async () => {
    const wrongLogin = new URL(smtp.url);
    wrongLogin.password = 'wrong';
    const misconfigured = await createTestKernel({ listen: false, config: { smtpUrl: wrongLogin.toString(), mailFrom: FROM } });
    try {
      const { id } = await misconfigured.kernel.resolve(mailRefs.mail).send(recovery('login@test.example'));
      await misconfigured.drainJobs();
      const row = await misconfigured.kernel.resolve(mailRefs.mailbox).message(id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.last_error).toMatch(/Invalid login/);
      expect(await misconfigured.kernel.knex('jobs').whereRaw("payload->>'mailId' = ?", [id]).first()).toMatchObject({ status: 'queued', attempts: 1, max_attempts: 8 });
      expect(smtp.received).toEqual([]);
    } finally {
      await misconfigured.close();
    }
  });

  it('never writes message bodies to the log, delivered or not', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const { knex, config } = tk.kernel;
    const clock = tk.kernel.resolve(coreServices.clock);
    const ids = tk.kernel.resolve(coreServices.ids);
    // A queue of its own, so the kernel's worker is not woken and this worker (with the captured log) delivers.
    const queue = new JobQueue(knex, clock, ids);
    const outbox = new MailOutbox(knex, clock, ids, queue);
    const worker = new JobWorker(knex, clock, logger, config, queue);
    const delivery = new MailDelivery(knex, clock, logger, config);
    worker.register(MAIL_JOB, checkedPayload(MAIL_JOB, mailJobPayload, new SchemaValidator(), (payload, job) => delivery.deliver(payload, job)));

    await outbox.send(recovery('logged@test.example'));
    await worker.drain();
    smtp.refuseRecipients = 550;
    await outbox.send(recovery('refused@test.example'));
    await worker.drain();
    await worker.stop();
    expect(lines.some((line) => line.includes('mail delivered'))).toBe(true);
    expect(lines.some((line) => line.includes('mail delivery failed'))).toBe(true);
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});
