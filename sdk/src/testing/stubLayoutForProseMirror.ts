/**
 * jsdom does no layout, but ProseMirror measures the selection to scroll it into
 * view and maps pointer events to positions. Empty answers let it run; the tests
 * never depend on positions. Each test file has its own jsdom, so nothing leaks.
 */
export function stubLayoutForProseMirror() {
  Range.prototype.getClientRects ??= () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
