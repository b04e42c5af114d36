import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, TestClient, testSockets, type TestKernel, type TestUser } from '@lms/sdk/testing';
import { nextEvent } from '../realtime/testSockets.ts';

/** Issue 24 item 8: announcements reach open tabs live, through the realtime hub, rather than by polling. */
let tk: TestKernel;
let siteAdmin: TestClient;
let student: TestUser;
const sockets = testSockets();
const post = (audience: string, title: string) => siteAdmin.post('announcements/manage/', { audience, title, post: `${title} body` });
const otherHost = () => ({ url: tk.url.replace('127.0.0.1', 'localhost') });

beforeAll(async () => {
  tk = await createTestKernel();
  siteAdmin = await tk.loginAs(await tk.createUser('site-admin'));
  student = await tk.createUser('student');
});

afterAll(async () => {
  sockets.closeAll();
  await tk?.close();
});

describe('live announcements', () => {
  it("tells this site's open tabs when an announcement is posted or withdrawn, and not another site's", async () => {
    const here = await sockets.connect(tk, await tk.loginAs(student));
    const elsewhere = await sockets.connect(otherHost(), await tk.loginAs(student));
    const heardElsewhere: unknown[] = [];
    elsewhere.on('announcements:changed', (payload: unknown) => heardElsewhere.push(payload));
    const posted = nextEvent(here, 'announcements:changed');
    expect((await post('everyone', 'Maintenance')).status).toBe(201);
    expect(await posted).toEqual({ audience: 'everyone' });
    const withdrawn = nextEvent(here, 'announcements:changed');
    expect((await siteAdmin.delete('announcements/manage/everyone/')).status).toBeLessThan(300);
    expect(await withdrawn).toEqual({ audience: 'everyone' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardElsewhere).toEqual([]);
  });

  it('tells every site of a site-wide announcement', async () => {
    const elsewhere = await sockets.connect(otherHost(), await tk.loginAs(student));
    const heard = nextEvent(elsewhere, 'announcements:changed');
    expect((await post('site-wide', 'Upgrade')).status).toBe(201);
    expect(await heard).toEqual({ audience: 'site-wide' });
  });
});
