/**
 * Files a component type's demo ships (`demo.media`): the demo installer
 * uploads each into the demo course's library and puts its facts where the
 * demo config names them: `demo-media:<file>` becomes the file's address,
 * `demo-media-id:<file>` its id and `demo-media-sha256:<file>` its sha256.
 */
export interface DemoMediaFacts {
  url: string;
  id: string;
  sha256: string;
}

const PLACEHOLDER = /^demo-media(?:-(id|sha256))?:(.+)$/;

/** The config with every demo-media placeholder replaced; a file not in `files` leaves its placeholder as it is. */
export function withDemoMedia<T>(value: T, files: Readonly<Record<string, DemoMediaFacts>>): T {
  if (typeof value === 'string') {
    const match = PLACEHOLDER.exec(value);
    const facts = match ? files[match[2]!] : undefined;
    if (!match || !facts) return value;
    return (match[1] === 'id' ? facts.id : match[1] === 'sha256' ? facts.sha256 : facts.url) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withDemoMedia(item, files)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDemoMedia(item, files)])) as T;
  return value;
}

/** Stand-in facts of the shape uploads have, to check a demo config against its schema before anything is uploaded. */
export function sampleDemoMedia(names: readonly string[]): Record<string, DemoMediaFacts> {
  const zeros = '0'.repeat(24);
  return Object.fromEntries(names.map((name) => [name, { url: `/server/media/${zeros}/${zeros}/${name}`, id: zeros, sha256: '0'.repeat(64) }]));
}
