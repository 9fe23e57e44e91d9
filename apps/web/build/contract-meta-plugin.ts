import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const META = /packages[\\/]contract[\\/]src[\\/]meta[\\/]([\w-]+)\.ts$/;

function isCallDef(v: unknown): v is { path: string; access: string; encoding: string } {
  return !!v && typeof v === 'object' && 'path' in v && 'access' in v && 'encoding' in v && 'input' in v;
}

/**
 * Replaces `@app/contract/meta/<domain>` with plain call metadata at build time
 * (docs/decisions/009-contract-in-the-browser.md): the browser's transport needs only the path,
 * access and encoding, while the zod schemas would add tens of KB to every route. A non-call
 * export imported from a meta module fails the build loudly (it is simply not exported).
 */
export function contractMeta(): Plugin {
  return {
    name: 'contract-meta',
    enforce: 'pre',
    async load(id) {
      const m = META.exec(id.split('?')[0] ?? '');
      if (!m) return null;
      const mod = (await tsImport(pathToFileURL(id.split('?')[0]!).href, import.meta.url)) as Record<string, unknown>;
      const lines = Object.entries(mod)
        .filter(([, v]) => isCallDef(v))
        .map(([name, v]) => {
          const d = v as { path: string; access: string; encoding: string };
          return `export const ${name} = ${JSON.stringify({ path: d.path, access: d.access, encoding: d.encoding })};`;
        });
      return lines.join('\n');
    },
  };
}
