import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ES = path.join(path.dirname(require.resolve('antd-mobile/package.json')), 'es');
const ROOT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;

/** `SpinLoading` → `spin-loading`, the folder of that component under `antd-mobile/es/components`. */
export const componentDir = (name: string) => name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());

/**
 * Rewrites `import { Button, Dialog } from 'antd-mobile'` into one import per component.
 * antd-mobile's root index imports every component, and every component imports its CSS, which is a
 * side effect no bundler may drop: one root import put all of antd-mobile's styles (147 KB) into the
 * pages that use it, written inline by the server renderer. Its global variables are imported once
 * by the entry (`antd-mobile/es/global`). A name that is not a component fails the build.
 */
export function rewriteAntdImports(code: string, id: string): string | null {
  if (!code.includes('antd-mobile')) return null;
  let changed = false;
  const out = code.replace(ROOT_IMPORT, (_all, names: string) => {
    changed = true;
    const specs = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    // `type X` specifiers name types only: the compiler drops them, so they stay a root import.
    const types = specs.filter((s) => s.startsWith('type '));
    const head = types.length ? [`import { ${types.join(', ')} } from 'antd-mobile';`] : [];
    return head
      .concat(
        specs
          .filter((s) => !s.startsWith('type '))
          .map((spec) => {
            const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
            const dir = componentDir(imported);
            if (!fs.existsSync(path.join(ES, 'components', dir, 'index.js')))
              throw new Error(`${id}: '${imported}' is not an antd-mobile component (import it from its own module)`);
            return `import ${local} from 'antd-mobile/es/components/${dir}';`;
          }),
      )
      .join('\n');
  });
  return changed ? out : null;
}

export function antdOneByOne(): Plugin {
  return {
    name: 'antd-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const out = rewriteAntdImports(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
