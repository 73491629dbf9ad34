/**
 * The SDK's device id (device.ts keeps it in IndexedDB) mirrored to localStorage, where an
 * element's head reads it at once: its first request leaves with the id before any storage code
 * has loaded (docs/architecture.md, "Data before code"). One id per browser: the copy is written
 * only with the id IndexedDB holds (or the one made when it held none), and a page reads
 * IndexedDB at most once for all its heads and elements (the read is kept on the page, as
 * src/shared/early.ts keeps its table, since each head carries its own copy of this module).
 *
 * Dependency-free: every head bundles it.
 */
const COPY_KEY = 'fin-widgets:helpcentre-device-id';
const PAGE_READ = Symbol.for('fin-widgets.device-id');

/** The copy, when this page may use localStorage and a visit wrote it. */
export function copiedDeviceId(): string | undefined {
  try {
    return localStorage.getItem(COPY_KEY) || undefined;
  } catch {
    return undefined;
  }
}

function copyDeviceId(id: string): void {
  try {
    localStorage.setItem(COPY_KEY, id);
  } catch {
    // No localStorage (a sandboxed frame, storage off): each page reads IndexedDB first.
  }
}

type Page = Record<symbol, Promise<string> | undefined>;

/**
 * The stored device id: the copy at once, else the page's one read of IndexedDB (`read`, started
 * by whichever head or element asks first, shared by the rest), copied when it answers. A failed
 * read is forgotten, so the next call reads again.
 */
export function pageDeviceId(read: () => Promise<string>): string | Promise<string> {
  const copy = copiedDeviceId();
  if (copy) return copy;
  const page = globalThis as unknown as Page;
  const pending = (page[PAGE_READ] ??= read().then(
    (id) => {
      copyDeviceId(id);
      return id;
    },
    (error: unknown) => {
      delete page[PAGE_READ];
      throw error;
    },
  ));
  return pending;
}
