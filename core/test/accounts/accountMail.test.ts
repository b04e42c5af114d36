import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@lms/sdk/testing';
import { kernelConfigFromEnv } from '../../src/index.ts';
import { composeMail } from '../../src/accounts/mail/mailLayout.ts';
import { passwordResetMail, validationMail } from '../../src/accounts/mail/accountMails.ts';
import { studentPayload, tokenIn } from './support.ts';

describe('account mail templates', () => {
  const input = { brand: 'Acme <Learning>', firstname: 'Ann & Bo', url: 'https://learn.example/validate/tok"en', unsubscribeUrl: 'https://learn.example/unsubscribe/u1' };

  it('carry the link and the unsubscribe link in both the text and the HTML', () => {
    for (const mail of [validationMail(input), passwordResetMail(input)]) {
      expect(mail.text).toContain(input.url);
      expect(mail.text).toContain(input.unsubscribeUrl);
      expect(mail.html).toContain('href="https://learn.example/unsubscribe/u1"');
      expect(mail.subject).toContain('Acme <Learning>');
    }
    expect(validationMail(input).text).toContain('7 days');
    expect(passwordResetMail(input).text).toContain('2 hours');
  });

  it('escape the HTML version', () => {
    const { html } = composeMail({ ...input, greeting: 'Hello <b>you</b>', paragraphs: ['a & b'], action: { label: 'Go', url: input.url }, note: 'n' });
    expect(html).toContain('Hello &lt;b&gt;you&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('href="https://learn.example/validate/tok&quot;en"');
    expect(html).not.toContain('<b>you</b>');
  });
});

/** fetch will not send a Host header of our choosing; node:http will. Answers the status. */
function postWithHost(baseUrl: string, path: string, body: unknown, host: string): Promise<number> {
  const xsrf = 'x'.repeat(32);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/server/${path}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'x-api-version': '6.0' },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe('links in emails', () => {
  it('use the configured public URL, never a forged Host header', async () => {
    const tk = await createTestKernel({ config: { publicUrl: 'https://learn.example.org' } });
    try {
      const payload = studentPayload();
      expect(await postWithHost(tk.url, 'register/', { ...payload, email: 'forged@test.example' }, 'evil.example')).toBe(421);
      expect(await tk.mailTo('forged@test.example')).toEqual([]);
      expect(await postWithHost(tk.url, 'register/', payload, 'learn.example.org')).toBe(200);
      const [mail] = await tk.mailTo(payload.email as string);
      expect(mail!.text).toContain(`https://learn.example.org/validate/${tokenIn(mail, '/validate/')}`);
      expect(mail!.text).toMatch(/https:\/\/learn\.example\.org\/unsubscribe\/[A-Za-z0-9_-]{43}/);
      expect(mail!.text).not.toContain('evil.example');
    } finally {
      await tk.close();
    }
  });

  it('read LMS_PUBLIC_URL, refusing anything but an http(s) address', () => {
    expect(kernelConfigFromEnv({}).publicUrl).toBeNull();
    expect(kernelConfigFromEnv({ LMS_PUBLIC_URL: 'https://learn.example.org/' }).publicUrl).toBe('https://learn.example.org');
    expect(kernelConfigFromEnv({ LMS_PUBLIC_URL: 'https://learn.example.org/lms' }).publicUrl).toBe('https://learn.example.org/lms');
    expect(() => kernelConfigFromEnv({ LMS_PUBLIC_URL: 'learn.example.org' })).toThrow(/LMS_PUBLIC_URL/);
    expect(() => kernelConfigFromEnv({ LMS_PUBLIC_URL: 'ftp://learn.example.org' })).toThrow(/LMS_PUBLIC_URL/);
    expect(() => kernelConfigFromEnv({ LMS_PUBLIC_URL: 'https://learn.example.org/?a=1' })).toThrow(/LMS_PUBLIC_URL/);
    expect(kernelConfigFromEnv({ LMS_ALLOWED_HOSTS: ' Learn.Example.net, other.example ' }).allowedHosts).toEqual(['learn.example.net', 'other.example']);
  });
});
