import { safeUrl } from '../qtiSafeMarkup.ts';
import { plainLabel } from '../qtiLabels.ts';

/** The picture of a graphic interaction, in the coordinates its hotspots and points use. */
export interface GraphicImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The interaction's image: its `object` (QTI 2 and 3) or `img` (QTI 3), sized by its width and height attributes. */
export function graphicImage(element: Element): GraphicImage | null {
  const image = Array.from(element.children).find((child) => child.localName === 'object' || child.localName === 'img' || child.localName === 'picture');
  if (!image) return null;
  const img = image.localName === 'picture' ? Array.from(image.children).find((child) => child.localName === 'img') : image;
  if (!img) return null;
  const src = img.getAttribute('data') ?? img.getAttribute('src') ?? '';
  if (!safeUrl(src)) return null;
  return {
    src,
    alt: img.localName === 'img' ? (img.getAttribute('alt') ?? '') : (img.textContent ?? '').trim(),
    width: Number(img.getAttribute('width')) || 400,
    height: Number(img.getAttribute('height')) || 300,
  };
}

/** A hotspot's box on the image, in percent of its size (so it scales with the image). */
export interface HotspotBox {
  identifier: string;
  label: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The bounding box of a QTI shape's coords (rect, circle, ellipse, poly), in percent of the image. */
export function hotspotBox(hotspot: Element, image: GraphicImage, index: number): HotspotBox {
  const shape = hotspot.getAttribute('shape') ?? 'rect';
  const coords = (hotspot.getAttribute('coords') ?? '').split(',').map((coord) => Number(coord.trim()));
  const c = (index: number) => coords[index] ?? 0;
  let [x1, y1, x2, y2] = [0, 0, image.width, image.height];
  if (shape === 'circle' && coords.length >= 3) [x1, y1, x2, y2] = [c(0) - c(2), c(1) - c(2), c(0) + c(2), c(1) + c(2)];
  else if (shape === 'ellipse' && coords.length >= 4) [x1, y1, x2, y2] = [c(0) - c(2), c(1) - c(3), c(0) + c(2), c(1) + c(3)];
  else if (shape === 'poly' && coords.length >= 6) {
    const xs = coords.filter((_, i) => i % 2 === 0);
    const ys = coords.filter((_, i) => i % 2 === 1);
    [x1, y1, x2, y2] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  } else if (coords.length >= 4) [x1, y1, x2, y2] = [c(0), c(1), c(2), c(3)];
  const percent = (value: number, of: number) => Math.max(0, Math.min(100, (value / of) * 100));
  const label = hotspot.getAttribute('hotspot-label') ?? hotspot.getAttribute('aria-label') ?? hotspot.getAttribute('title') ?? plainLabel(hotspot);
  return {
    identifier: hotspot.getAttribute('identifier') ?? '',
    label: label && label !== hotspot.getAttribute('identifier') ? label : `Area ${index + 1}`,
    left: percent(x1, image.width),
    top: percent(y1, image.height),
    width: percent(x2 - x1, image.width),
    height: percent(y2 - y1, image.height),
  };
}

/** The hotspots of a graphic interaction, as boxes. */
export const hotspotBoxes = (element: Element, image: GraphicImage, names = ['qti-hotspot-choice', 'qti-associable-hotspot']) =>
  Array.from(element.getElementsByTagNameNS('*', '*'))
    .filter((child) => names.includes(child.localName))
    .map((hotspot, index) => hotspotBox(hotspot, image, index));
