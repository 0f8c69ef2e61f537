/**
 * An element's place under a root as child indices, and the element at such a place: the boot script
 * (boot.ts) finds a held click's element again should hydration have replaced the pre-rendered node.
 */
export function pathOfElement(root: Element, element: Element): number[] {
  const path: number[] = [];
  let current: Element | null = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : [];
}

/** The element at `path` under `root` (see {@link pathOfElement}), or null when the page no longer has it. */
export function elementAtPath(root: Element, path: number[]): Element | null {
  if (path.length === 0) return null;
  let current: Element | undefined = root;
  for (const index of path) {
    current = current?.children[index];
    if (!current) return null;
  }
  return current ?? null;
}
