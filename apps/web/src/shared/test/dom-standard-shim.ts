/**
 * Test-only: two places where happy-dom departs from the DOM standard and so from browsers, both
 * of which DOMPurify relies on. Without this, DOMPurify under happy-dom lets `<script>` through
 * and drops allowed tags, so a test of our sanitizing would test happy-dom instead. Import it
 * before anything imports dompurify (DOMPurify reads these methods when it loads).
 *
 * 1. NodeIterator loses its place when the node it stands on is removed; the standard moves it
 *    (https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps).
 */
interface Iter {
  root: Node;
  reference: Node;
  before: boolean;
}
const live = new Set<Iter>();

function following(node: Node, root: Node, skipChildren = false): Node | null {
  if (!skipChildren && node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n.nextSibling) return n.nextSibling;
  }
  return null;
}

function lastDescendant(node: Node): Node {
  let n = node;
  while (n.lastChild) n = n.lastChild;
  return n;
}

function preRemove(removed: Node) {
  for (const it of live) {
    if (!removed.contains(it.reference) || removed === it.root) continue;
    if (it.before) {
      const next = following(removed, it.root, true);
      if (next) {
        it.reference = next;
        continue;
      }
      it.before = false;
    }
    const prev = removed.previousSibling;
    it.reference = prev ? lastDescendant(prev) : (removed.parentNode as Node);
  }
}

/** The prototype that really holds `key` for instances like `obj` (happy-dom's globals differ). */
function owner(obj: object, key: string): Record<string, unknown> {
  let p = Object.getPrototypeOf(obj);
  while (p && !Object.hasOwn(p, key)) p = Object.getPrototypeOf(p);
  if (!p) throw new Error(`no ${key} on ${obj}`);
  return p;
}

const el = document.createElement('div');
const nodeProto = owner(el, 'removeChild');
const removeChild = nodeProto.removeChild as Node['removeChild'];
nodeProto.removeChild = function <T extends Node>(this: Node, child: T): T {
  preRemove(child);
  return removeChild.call(this, child) as T;
};
const elementProto = owner(el, 'remove');
const remove = elementProto.remove as Element['remove'];
elementProto.remove = function (this: Element) {
  preRemove(this);
  remove.call(this);
};

owner(document, 'createNodeIterator').createNodeIterator = (
  root: Node,
  whatToShow = 0xffffffff,
  filter: NodeFilter | null = null,
) => {
  const it: Iter = { root, reference: root, before: true };
  live.add(it);
  const accepts = (n: Node) => {
    if (!((whatToShow >> (n.nodeType - 1)) & 1)) return false;
    if (!filter) return true;
    const f = typeof filter === 'function' ? filter : filter.acceptNode.bind(filter);
    return f(n) === 1; // NodeFilter.FILTER_ACCEPT
  };
  return {
    root,
    whatToShow,
    filter,
    get referenceNode() {
      return it.reference;
    },
    get pointerBeforeReferenceNode() {
      return it.before;
    },
    nextNode() {
      let node: Node | null = it.reference;
      let before = it.before;
      for (;;) {
        if (!before) {
          node = following(node, root);
          if (!node) return null;
        } else before = false;
        it.reference = node;
        it.before = false;
        if (accepts(node)) return node;
      }
    },
    previousNode() {
      throw new Error('not needed by DOMPurify');
    },
    detach() {
      live.delete(it);
    },
  } as unknown as NodeIterator;
};

/**
 * 2. happy-dom keeps `nodeName`/`nodeType` getters on subclasses while the base Node getter returns
 * nothing useful; DOMPurify reads them through Node.prototype (to resist clobbering), as browsers
 * allow. Make the base getter answer like the instance's own class does.
 */
for (const key of ['nodeName', 'nodeType'] as const) {
  const base = window.Node.prototype;
  const original = Object.getOwnPropertyDescriptor(base, key);
  if (!original?.get) continue;
  Object.defineProperty(base, key, {
    configurable: true,
    get(this: Node) {
      for (let p = Object.getPrototypeOf(this); p && p !== base; p = Object.getPrototypeOf(p)) {
        const d = Object.getOwnPropertyDescriptor(p, key);
        if (d?.get) return d.get.call(this);
      }
      return original.get!.call(this);
    },
  });
}
