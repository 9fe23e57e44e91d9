import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessCaller } from '../platform/in-process';
import { type Manifest, pageAssets } from './page-assets';
import { takeScripts, withBootScript } from './scripts-after-paint';

/**
 * Server-rendered first paint (docs/decisions/011-server-rendered-first-paint.md). The web build
 * ships `dist-ssr/entry-server.js`; its `render` turns a request into HTML with the page's data,
 * which goes into the built index.html between the `ssr-outlet` markers. Calls the page makes are
 * answered in-process with the page request's own cookies (platform/in-process.ts).
 */

type Transport = (url: string, init: RequestInit) => Promise<{ json(): Promise<unknown> }>;
interface RenderModule {
  render(req: { url: string; cookie: string; origin: string; transport: Transport }): Promise<
    | { kind: 'redirect'; location: string }
    | { kind: 'client' }
    | {
        kind: 'page';
        status: number;
        html: string;
        title: string;
        lang: 'zh' | 'en';
        modules: string[];
        state: unknown;
      }
  >;
}

export interface PageRenderer {
  send(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

const OUTLET = /<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->/;

/** `<` and the line separators cannot end the script element or break the JSON. */
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function createPageRenderer(
  webDist: string,
  ssrEntry: string,
  callInProcess: InProcessCaller,
): Promise<PageRenderer | null> {
  if (!ssrEntry || !fs.existsSync(ssrEntry)) return null;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const mod = (await import(pathToFileURL(ssrEntry).href)) as RenderModule;
  // A page's own styles go inline: the first paint then needs the HTML only, not one more
  // round trip per stylesheet (Lighthouse FCP/LCP). Read once; the build does not change under us.
  const cssText = new Map<string, string>();
  const inlineCss = (href: string) => {
    let text = cssText.get(href);
    if (text === undefined) {
      const file = path.join(webDist, href);
      text = file.startsWith(webDist) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      cssText.set(href, text);
    }
    return text;
  };

  const inlineSheet = (href: string) =>
    `<style>${inlineCss(href).replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" disabled crossorigin href="${href}">`;
  // The entry's own stylesheets, which Vite links in the template, inline the same way. The scripts
  // are requested only after the first paint (decision 011): the template's entry and preloads come
  // out once here, and each page's own chunks join them in the boot script instead of <head>.
  const page = takeScripts(
    template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_m, href: string) => inlineSheet(href)),
  );

  const send = async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = `${req.protocol}://${req.host}`;
    const cookie = req.headers.cookie ?? '';
    const transport: Transport = async (url, init) => {
      const envelope = await callInProcess(req, reply, url, init);
      return { json: async () => envelope };
    };
    const out = await mod.render({ url: req.url, cookie, origin, transport });
    if (out.kind === 'redirect') return reply.redirect(out.location, 302);
    if (out.kind === 'client') return sendHtml(req, reply, 200, template);
    const assets = pageAssets(manifest, out.modules);
    // React writes the preloads of high-priority images (the LCP banner) at the start of its output;
    // in <head> the browser starts that download before anything else.
    const leading = /^(?:<link [^>]*>)+/.exec(out.html)?.[0] ?? '';
    const body = out.html.slice(leading.length);
    // The inline copy styles the page; the disabled link tells Vite's chunk loader the sheet is
    // already there (it looks for link[rel=stylesheet][href]), so it is not applied twice. Disabled,
    // not media="print": a print sheet is still downloaded, beside the banner (Lighthouse LCP).
    const head = assets.css.map(inlineSheet).join('');
    const html = page.html
      .replace(/<html lang="[^"]*">/, `<html lang="${out.lang === 'en' ? 'en' : 'zh-CN'}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(out.title)}</title>`)
      .replace(/<meta charset="[^"]*" \/>/, (m) => m + leading)
      .replace('</head>', () => `${head}</head>`)
      .replace(OUTLET, () => body)
      .replace(
        '<!--ssr-state-->',
        () => `<script type="application/json" id="ssr-state">${safeJson(out.state)}</script>`,
      );
    const scripted = page.entry ? withBootScript(html, page.entry, [...page.preloads, ...assets.js]) : html;
    return sendHtml(req, reply, out.status, scripted);
  };
  return { send };
}

/** Pages differ per visitor: compressed per response (a few ms at most), never cached. */
function sendHtml(req: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie');
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  return reply.send(html);
}
