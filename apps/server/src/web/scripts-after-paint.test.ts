import { describe, expect, it } from 'vitest';
import { takeScripts, withBootScript } from './scripts-after-paint';

// What the page renderer does with a page: the template's scripts out, the boot script in.
function scriptsAfterPaint(html: string) {
  const t = takeScripts(html);
  return t.entry ? withBootScript(t.html, t.entry, t.preloads) : html;
}

const page = [
  '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="stylesheet" disabled crossorigin href="/assets/x.css">',
  '<link rel="modulepreload" crossorigin href="/assets/login-c.js"></head>',
  '<body><div id="root"><p>drawn</p></div></body></html>',
].join('');

describe('scriptsAfterPaint', () => {
  it('leaves no script or preload for the parser to fetch before the first paint', () => {
    const out = scriptsAfterPaint(page);
    expect(out).not.toMatch(/<script type="module"/);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" disabled crossorigin href="/assets/x.css">');
    expect(out).toContain('<p>drawn</p>');
  });

  it('adds them back from an inline script, preloads in order and then the entry', () => {
    const out = scriptsAfterPaint(page);
    const boot = /<script>([\s\S]*)<\/script><\/body>/.exec(out)?.[1] ?? '';
    expect(boot).toContain('["/assets/react-b.js","/assets/login-c.js"]');
    expect(boot).toContain('"/assets/index-a.js"');
  });

  // The boot script run against a stand-in document: what it adds, and when the page is inert.
  function runBoot(visibility: 'hidden' | 'visible', html = page) {
    const boot = /<script>([\s\S]*)<\/script><\/body>/.exec(scriptsAfterPaint(html))?.[1] ?? '';
    const added: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    const root = {
      inert: false,
      removeAttribute(name: string) {
        if (name === 'inert') this.inert = false;
      },
    };
    const listeners: Record<string, (e: { preventDefault(): void }) => void> = {};
    const documentElement = { dataset: {} as Record<string, string> };
    const document = {
      documentElement,
      visibilityState: visibility,
      getElementById: (id: string) => (id === 'root' ? root : null),
      createElement: () => ({}) as Record<string, unknown>,
      head: { appendChild: (e: Record<string, unknown>) => added.push(e) },
      addEventListener: (type: string, fn: (e: { preventDefault(): void }) => void) => {
        listeners[type] = fn;
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', boot)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms = 0) => timers.push([fn, ms]),
    );
    return { added, frames, timers, root, listeners, documentElement };
  }

  it('waits for a frame, then adds the entry and the preloads; the page is inert meanwhile', () => {
    const b = runBoot('visible');
    expect(b.root.inert).toBe(true);
    expect(b.added).toEqual([]);
    b.frames.shift()!();
    b.timers.shift()![0]();
    expect(b.added.map((e) => e.href ?? e.src)).toEqual([
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/login-c.js',
    ]);
    expect(b.added[0]).toMatchObject({ type: 'module' });
    expect(b.added[1]).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
    expect(b.root.inert).toBe(true);
  });

  it('adds many preloads a few per task, so no one task is long', () => {
    const links = Array.from(
      { length: 14 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/m${i}.js">`,
    );
    const b = runBoot('hidden', page.replace('</head>', `${links.join('')}</head>`));
    expect(b.added).toHaveLength(1 + 6);
    const next = () => b.timers.find(([, ms]) => ms === 0)!;
    b.timers.splice(b.timers.indexOf(next()), 1)[0]![0]();
    expect(b.added).toHaveLength(1 + 12);
    b.timers.splice(b.timers.indexOf(next()), 1)[0]![0]();
    expect(b.added.map((e) => e.href ?? e.src).slice(1)).toEqual([
      '/assets/react-b.js',
      '/assets/login-c.js',
      ...links.map((_, i) => `/assets/m${i}.js`),
    ]);
    expect(b.timers.some(([, ms]) => ms === 0)).toBe(false);
  });

  it('lifts inertness when the entry fails to load, or after 15 s at the latest', () => {
    const b = runBoot('hidden');
    expect(b.added).toHaveLength(3);
    (b.added[0]!.onerror as () => void)();
    expect(b.root.inert).toBe(false);
    const c = runBoot('hidden');
    const [release, ms] = c.timers.find(([, ms]) => ms > 0)!;
    expect(ms).toBe(15_000);
    release();
    expect(c.root.inert).toBe(false);
  });

  it('holds back a native form submit until the screen is ready, and only until then', () => {
    const b = runBoot('visible');
    let prevented = 0;
    const submit = { preventDefault: () => void prevented++ };
    b.listeners.submit!(submit);
    expect(prevented).toBe(1);
    b.documentElement.dataset.ready = '1';
    b.listeners.submit!(submit);
    expect(prevented).toBe(1);
  });

  it('leaves a page without a module entry as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
