import { SESSION_COOKIE, XSRF_COOKIE } from '@lms/core';

/** What a logged-in browser holds: its cookies, and the XSRF token it echoes on writes. */
export interface HttpSession {
  url: string;
  cookie: string;
  xsrf: string;
  sessionToken: string;
}

const API_HEADERS = { 'x-api-version': '6.0' };

function cookiesOf(answer: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of answer.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    cookies.set(pair!.slice(0, at).trim(), decodeURIComponent(pair!.slice(at + 1).trim()));
  }
  return cookies;
}

/** Logs in over HTTP as a browser does: an anonymous XSRF token first, then POST login/ with it. */
export async function logIn(url: string, email: string, password: string): Promise<HttpSession> {
  const first = await fetch(`${url}/server/sayhi/`, { headers: API_HEADERS });
  await first.arrayBuffer();
  const anonymous = cookiesOf(first).get(XSRF_COOKIE);
  if (!anonymous) throw new Error('The kernel set no XSRF cookie before login');
  const answer = await fetch(`${url}/server/login/`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', cookie: `${XSRF_COOKIE}=${anonymous}`, 'x-xsrf-token': anonymous },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`Login as ${email} refused: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
  const cookies = cookiesOf(answer);
  const sessionToken = cookies.get(SESSION_COOKIE);
  const xsrf = cookies.get(XSRF_COOKIE);
  if (!sessionToken || !xsrf) throw new Error('Login answered without a session or XSRF cookie');
  return { url, sessionToken, xsrf, cookie: `${SESSION_COOKIE}=${sessionToken}; ${XSRF_COOKIE}=${xsrf}` };
}

/** A call to /server/{path} as the session's user; the answer's body as text (throws on a non-2xx answer). */
export async function call(session: HttpSession, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<string> {
  const answer = await fetch(`${session.url}/server/${path}`, {
    method,
    headers: {
      ...API_HEADERS,
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 500)}`);
  return text;
}
