import { describe, expect, it } from 'vitest';
import { type Manifest, pageAssets } from './page-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/home/screens/home.tsx': {
    file: 'assets/home.js',
    imports: ['_react.js', '_rows.js'],
    css: ['assets/home.css'],
  },
  '_rows.js': { file: 'assets/rows.js', imports: ['_react.js'], css: ['assets/rows.css', 'assets/index.css'] },
  'src/i18n/zh/home.json': { file: 'assets/home-zh.js' },
};

describe('pageAssets', () => {
  it("lists a screen's chunk, its static imports and their styles, not what the entry already loads", () => {
    const a = pageAssets(manifest, ['src/features/home/screens/home.tsx', 'src/i18n/zh/home.json']);
    expect(a.js.sort()).toEqual(['/assets/home-zh.js', '/assets/home.js', '/assets/rows.js']);
    expect(a.css.sort()).toEqual(['/assets/home.css', '/assets/rows.css']);
  });

  it('ignores modules the manifest does not know', () => {
    expect(pageAssets(manifest, ['src/nothing.tsx'])).toEqual({ css: [], js: [] });
  });
});
