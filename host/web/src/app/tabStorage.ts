/**
 * The tab's sessionStorage, or a store in memory where the browser refuses it: our pages
 * inside another site's iframe (an LTI platform's) get "Access is denied" from browsers that
 * block third-party storage. What is kept there (the course mode, a default course) is a
 * convenience for this tab, so keeping it in memory for the page's life loses nothing needed.
 */
export function tabStorage(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage;
  }
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const memoryStorage = new MemoryStorage();
