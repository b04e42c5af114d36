import { describe, expect, it } from 'vitest';
import { kernelConfigFromEnv } from '../../src/index.ts';

describe('mail and job settings from the environment', () => {
  it('defaults to the built-in mailbox, a default From and a 2 s poll', () => {
    expect(kernelConfigFromEnv({}, '/srv')).toMatchObject({ smtpUrl: null, mailFrom: 'Learning platform <no-reply@localhost>', jobPollMs: 2000 });
  });

  it('reads LMS_SMTP_URL, LMS_MAIL_FROM and LMS_JOB_POLL_MS', () => {
    const config = kernelConfigFromEnv({ LMS_SMTP_URL: ' smtps://u:p@mail.example:465 ', LMS_MAIL_FROM: 'School <school@example.org>', LMS_JOB_POLL_MS: '500' }, '/srv');
    expect(config).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example:465', mailFrom: 'School <school@example.org>', jobPollMs: 500 });
  });

  it('refuses an SMTP URL of another scheme and a poll that is not a positive integer', () => {
    expect(() => kernelConfigFromEnv({ LMS_SMTP_URL: 'mail.example:25' }, '/srv')).toThrow('LMS_SMTP_URL must start with smtp:// or smtps://');
    expect(() => kernelConfigFromEnv({ LMS_JOB_POLL_MS: '0' }, '/srv')).toThrow('LMS_JOB_POLL_MS must be a positive integer, got "0"');
  });
});
