// The page traffic a browser makes on the main screens: each page (zh and en), then the scripts,
// styles and pictures it names, with the encodings a browser asks for. The list is read once from
// our server and then replayed unchanged against every server, so each has served the same
// requests before the "after page traffic" throughput rounds.

const PAGES = [
  '/',
  '/login',
  '/register',
  '/article/category/all',
  '/article/detail/1',
  '/personal',
  '/compSearch',
  '/meeting',
];
const ROUNDS = 6;

/** Every URL the pages load (the pages themselves first), read from `base`. */
export async function pageUrls(base: string): Promise<string[]> {
  const urls = new Set<string>();
  for (const lang of ['zh', 'en']) {
    for (const p of PAGES) {
      const page = `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
      urls.add(page);
      const html = await (await fetch(base + page)).text();
      // Links, sources and the boot script's list of modules (decision 011).
      for (const m of html.matchAll(/(?:href|src)="(\/(?:assets|media)\/[^"]+)"|"(\/assets\/[^"]+\.js)"/g))
        urls.add((m[1] ?? m[2])!.replace(/&amp;/g, '&'));
    }
  }
  return [...urls];
}

/** Replays the URLs `ROUNDS` times; answers how many requests were made. */
export async function replay(base: string, urls: string[]): Promise<number> {
  let n = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const u of urls) {
      const res = await fetch(base + u, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      n++;
    }
  }
  return n;
}
