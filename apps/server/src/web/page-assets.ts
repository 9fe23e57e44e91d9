/**
 * Which built files a server-rendered page needs at once, from Vite's manifest
 * (`build.manifest`): the screen's chunk and the chunks it imports statically (modulepreload),
 * and their styles (stylesheet links, so the first paint is styled).
 */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  css: string[];
  js: string[];
}

export function pageAssets(manifest: Manifest, modules: string[]): PageAssets {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  // What index.html already loads (the entry and its static imports) is not repeated.
  const known = new Set<string>();
  const skip = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) visit(entryKey, skip);
  for (const m of modules) if (manifest[m]) visit(m, known);
  const css = new Set<string>();
  const js: string[] = [];
  for (const key of known) {
    if (skip.has(key)) continue;
    const chunk = manifest[key]!;
    js.push(`/${chunk.file}`);
    for (const c of chunk.css ?? []) css.add(`/${c}`);
  }
  for (const key of skip) for (const c of manifest[key]?.css ?? []) css.delete(`/${c}`);
  return { css: [...css], js };
}
