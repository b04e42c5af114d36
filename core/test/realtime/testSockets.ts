import type { Socket } from 'socket.io-client';

/** The payload of the next `event` on `socket`; rejects after `ms`. */
export function nextEvent(socket: Socket, event: string, ms = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves once `check` answers true; fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
