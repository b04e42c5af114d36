/** A book that cannot be read as an EPUB; the message says why, for the reader. */
export class EpubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EpubError';
  }
}
