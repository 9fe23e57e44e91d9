import { routes } from '@app/contract/routes';
import { describe, expect, it } from 'vitest';
import enCommon from '../i18n/en/common.json';
import enShell from '../i18n/en/shell.json';
import enTitles from '../i18n/en/titles.json';
import zhCommon from '../i18n/zh/common.json';
import zhShell from '../i18n/zh/shell.json';
import zhTitles from '../i18n/zh/titles.json';

/** Every leaf key of a nested translation object, as `a.b.c`. */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('shell translations', () => {
  it('has a title in both languages for every titleKey of the route table, plus the 404 title', () => {
    const needed = [...new Set(routes.map((r) => r.titleKey)), 'notFound'];
    for (const titles of [zhTitles, enTitles] as Record<string, string>[]) {
      expect(needed.filter((k) => !titles[k]?.trim())).toEqual([]);
    }
  });

  it('has the same keys in zh and en, none empty', () => {
    for (const [zh, en] of [
      [zhTitles, enTitles],
      [zhShell, enShell],
      [zhCommon, enCommon],
    ] as const) {
      expect(keys(en).sort()).toEqual(keys(zh).sort());
    }
    const leaves = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    for (const file of [zhTitles, enTitles, zhShell, enShell])
      expect(leaves(file).filter((s) => !s.trim())).toEqual([]);
  });

  it('uses no placeholder wording', () => {
    const text = JSON.stringify([zhShell, enShell, zhTitles, enTitles]).toLowerCase();
    for (const banned of ['coming soon', 'not implemented', 'lorem ipsum', '敬请期待', 'todo']) {
      expect(text).not.toContain(banned);
    }
  });
});
