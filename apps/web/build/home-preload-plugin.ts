import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Calls the home screen makes at once, started by the page itself (shared/api/prefetch.ts takes them). */
export const HOME_PREFETCH = ['/service/home/load/v3', '/service/cms/pics/batch/home_banner,home_ad'];

const isChunk = (o: OutputBundle[string]): o is OutputChunk => o.type === 'chunk';

/** The chunk built from a source file, and every chunk it imports statically. */
function closure(bundle: OutputBundle, match: RegExp, skip: Set<string>): { js: string[]; css: string[] } {
  const start = Object.values(bundle).find((o) => isChunk(o) && !!o.facadeModuleId && match.test(o.facadeModuleId));
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (name: string) => {
    if (skip.has(name) || js.includes(name)) return;
    const c = bundle[name];
    if (!c || !isChunk(c)) return;
    js.push(name);
    for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
    for (const i of c.imports) visit(i);
  };
  if (start) visit(start.fileName);
  return { js, css: [...css] };
}

/**
 * The home route is the most visited page (QUALITY: Lighthouse ≥ 95). Its screen chunk, its texts
 * and its data would otherwise load one after the other once the entry has run. A small inline
 * script in index.html starts them together with the entry when the path is `/`:
 * modulepreload for the chunks, and the two POST calls whose promises the API client takes.
 */
export function homePreload(): Plugin {
  return {
    name: 'home-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find((o) => isChunk(o) && o.isEntry) as OutputChunk | undefined;
        const skip = new Set([entry?.fileName ?? '', ...(entry?.imports ?? [])]);
        const home = closure(bundle, /features\/home\/screens\/home\.tsx$/, skip);
        const texts = (lang: string) =>
          ['home', 'cms'].flatMap((ns) => closure(bundle, new RegExp(`i18n/${lang}/${ns}\\.json$`), skip).js);
        const data = {
          js: home.js.map((f) => `/${f}`),
          css: home.css.map((f) => `/${f}`),
          zh: texts('zh').map((f) => `/${f}`),
          en: texts('en').map((f) => `/${f}`),
          calls: HOME_PREFETCH,
        };
        const script = `(function(d){if(location.pathname!=='/')return;var q=location.search,en=/[?&]lang=en/.test(q)||(!/[?&]lang=zh/.test(q)&&/(?:^|; )lang=en/.test(document.cookie));function l(r,h){var e=document.createElement('link');e.rel=r;e.href=h;document.head.appendChild(e)}d.js.concat(en?d.en:d.zh).forEach(function(h){l('modulepreload',h)});d.css.forEach(function(h){l('stylesheet',h)});var p=window.__prefetch={},s=en?'?lang=en':'';d.calls.forEach(function(u){p[u]=fetch(u+s,{method:'POST',credentials:'same-origin',headers:{'content-type':'application/x-www-form-urlencoded'},body:''}).then(function(r){return r.json()})})})(${JSON.stringify(data)});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
