import type { EpubBook } from './bookTypes.ts';

/** Images the reader may show; anything else in the book (scripts, fonts, styles) never gets an address. */
const IMAGE_TYPE = /^image\/(?:png|jpeg|gif|webp|svg\+xml|avif|bmp)$/;

/**
 * blob: addresses for a book's images (the site's img-src allows blob:), made
 * once per image and revoked together when the book is closed. An SVG image
 * shown through <img> runs no script.
 */
export class BookImages {
  private readonly urls = new Map<string, string>();

  constructor(private readonly book: EpubBook) {}

  urlFor(path: string): string | undefined {
    const known = this.urls.get(path);
    if (known) return known;
    const type = this.book.mediaType(path);
    const bytes = type && IMAGE_TYPE.test(type) ? this.book.bytes(path) : undefined;
    if (!type || !bytes) return undefined;
    const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    this.urls.set(path, url);
    return url;
  }

  revokeAll(): void {
    for (const url of this.urls.values()) URL.revokeObjectURL(url);
    this.urls.clear();
  }
}
