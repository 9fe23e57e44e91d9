import { expect, it } from 'vitest';

/** Every key exists in both languages (Chinese is the source, English a full translation). */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const byNs = (lang: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([p]) => p.startsWith(`./${lang}/`))
      .map(([p, v]) => [p.slice(lang.length + 3, -5), v]),
  );

it('has the same namespaces and keys in zh and en, none empty', () => {
  const zh = byNs('zh');
  const en = byNs('en');
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  for (const ns of Object.keys(zh)) {
    expect(keys(en[ns]).sort(), `namespace ${ns}`).toEqual(keys(zh[ns]).sort());
    for (const lang of [zh, en]) {
      const empty = keys(lang[ns]).filter((k) => {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], lang[ns]);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty, `empty texts in ${ns}`).toEqual([]);
    }
  }
});
