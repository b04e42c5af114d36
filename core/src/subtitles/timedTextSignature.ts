// Apart from the reader, so telling a file's format does not load the XML parser.

/** Whether text is a timed-text XML document (TTML or its older name DFXP): an XML document whose root is <tt>. */
export function looksLikeTimedTextXml(text: string): boolean {
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:\w+:)?tt[\s>]/.test(text);
}
