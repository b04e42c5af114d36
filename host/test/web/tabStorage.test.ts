// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabStorage } from '../../web/src/app/tabStorage.ts';

afterEach(() => vi.restoreAllMocks());

describe('tabStorage', () => {
  it('is the tab’s sessionStorage where the browser allows it', () => {
    expect(tabStorage()).toBe(window.sessionStorage);
  });

  it('keeps items in memory inside a third-party frame whose browser denies sessionStorage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    });
    const storage = tabStorage();
    storage.setItem('mode', 'author');
    expect(tabStorage().getItem('mode')).toBe('author');
    expect(storage.length).toBe(1);
    storage.removeItem('mode');
    expect(storage.getItem('mode')).toBeNull();
  });
});
