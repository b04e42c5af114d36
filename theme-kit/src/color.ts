/** Just enough colour arithmetic to keep any publisher theme at WCAG 2.1 AA contrast. */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function isHexColor(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const from = parseHex(hex);
  const to = parseHex(target);
  return toHex(from.map((v, i) => v + (to[i]! - v) * amount) as Rgb);
}

/** The colour closest to `hex` (mixed towards black or white) that reaches `ratio` against `background`. */
export function withContrast(hex: string, background: string, ratio = 4.5): string {
  if (contrastRatio(hex, background) >= ratio) return toHex(parseHex(hex));
  const towards = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(hex, towards, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towards;
}

/** Black or white text, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
