/** Part 1 §9: iframe resize polling is 100 ms for up to 10 s, and the retry interval grows with each attempt. */
export const RESIZE_POLL_MS = 100;
export const RESIZE_POLL_BUDGET_MS = 10_000;

/** Bounds on a height a framed page can claim, so no page can blow the course page up. */
export const MIN_FRAME_HEIGHT = 50;
export const MAX_FRAME_HEIGHT = 20_000;

/** The message a cooperating page posts to its parent: `{ type: 'lms:resize', height }`. */
export const RESIZE_MESSAGE_TYPE = 'lms:resize';

/** A pixel height, or why there is none: another site's page ('unreadable'), or a page still loading ('not-ready'). */
export type FrameReading = number | 'unreadable' | 'not-ready';

export function clampFrameHeight(height: number): number {
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}

/** The height of the page in `frame`, when this site may read it (same origin, and the sandbox keeps its origin). */
export function readFrameHeight(frame: HTMLIFrameElement): FrameReading {
  let document: Document | null;
  try {
    document = frame.contentDocument;
  } catch {
    return 'unreadable';
  }
  if (!document) return 'unreadable';
  if (!document.body) return 'not-ready';
  // Not documentElement.scrollHeight: it never falls below the frame's own height, so a short page could not shrink it.
  const height = Math.max(document.documentElement.getBoundingClientRect().height, document.body.scrollHeight);
  return height > 0 ? clampFrameHeight(height) : 'not-ready';
}

/** The height a `{ type: 'lms:resize', height }` message asks for, or null for any other message. */
export function resizeMessageHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== RESIZE_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return clampFrameHeight(height);
}

/**
 * Reads the frame's height now, then every 100 ms while it can (pages grow as
 * their images and scripts load), waiting 100 ms longer after each failed read
 * in a row, for at most 10 s. Stops at once on another site's page. Returns a stop function.
 */
export function pollFrameHeight(read: () => FrameReading, report: (height: number) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let elapsed = 0;
  let failures = 0;
  let last: number | null = null;
  const attempt = () => {
    const reading = read();
    if (reading === 'unreadable') return;
    if (reading === 'not-ready') {
      failures += 1;
    } else {
      failures = 0;
      if (reading !== last) report(reading);
      last = reading;
    }
    const delay = RESIZE_POLL_MS * (failures + 1);
    if (elapsed + delay > RESIZE_POLL_BUDGET_MS) return;
    elapsed += delay;
    timer = setTimeout(attempt, delay);
  };
  attempt();
  return () => clearTimeout(timer);
}
