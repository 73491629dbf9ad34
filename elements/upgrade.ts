/**
 * A property a host (or its framework) set on an element before the tag was defined is an own
 * property of the instance, which would shadow the class's accessor for good: on definition each
 * is read, deleted and set again through the accessor, as Lit and Shoelace do. Returns the names
 * it moved.
 */
export function upgradeProperties(element: HTMLElement, names: Iterable<string>): string[] {
  const own = element as unknown as Record<string, unknown>;
  const moved: string[] = [];
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
    moved.push(name);
  }
  return moved;
}
