/**
 * A property a host (or its framework) set on an element before the tag was defined is an own
 * property of the instance, which would shadow the class's accessor for good: on definition each
 * is read, deleted and set again through the accessor, as Lit and Shoelace do.
 */
export function upgradeProperties(element: HTMLElement, names: Iterable<string>): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
}
