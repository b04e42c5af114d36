import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/web/apiClient.ts';

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the web API client', () => {
  it('echoes the XSRF cookie on every call, GETs included (a GET may change state), read afresh each time', async () => {
    const sent: { method: string; token: string | null }[] = [];
    const api = createApiClient({
      fetch: async (_input, init) => {
        sent.push({ method: init!.method!, token: new Headers(init!.headers).get('x-xsrf-token') });
        return new Response(JSON.stringify({ status: 'Added' }), { status: 200 });
      },
    });
    document.cookie = 'XSRF-TOKEN=before-login; path=/';
    await api.get('pin_to_library/lessons/0123456789abcdef01234567/0123456789abcdef01234567');
    // A login rotates the token: the next call sends the new one.
    document.cookie = 'XSRF-TOKEN=after-login; path=/';
    await api.get('pin_to_library/component/0123456789abcdef01234567/0123456789abcdef01234567');
    await api.post('logout/', {});
    expect(sent).toEqual([
      { method: 'GET', token: 'before-login' },
      { method: 'GET', token: 'after-login' },
      { method: 'POST', token: 'after-login' },
    ]);
  });
});
