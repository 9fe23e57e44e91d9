import i18next from 'i18next';

/**
 * antd-mobile's own texts (pickers, dialogs, empty states) follow the app language. Its default is
 * zh-CN, so Chinese pages load nothing for this; English loads antd's config module and en-US on
 * demand. The global default config (not a ConfigProvider in the tree) keeps antd-mobile out of
 * the entry chunk, and also reaches Toast and Dialog, which render outside the React tree.
 */
const loaded = new Map<string, Promise<void>>();

export function applyAntdLocale(lang: string): Promise<void> {
  const key = lang === 'en' ? 'en' : 'zh';
  let p = loaded.get(key);
  if (!p) {
    p = Promise.all([
      import('antd-mobile/es/components/config-provider'),
      key === 'en' ? import('antd-mobile/es/locales/en-US') : import('antd-mobile/es/locales/zh-CN'),
    ]).then(([config, locale]) => config.setDefaultConfig({ locale: locale.default }));
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p.catch(() => undefined);
}

/** Keeps antd-mobile in step when something else switches the language (the toggle applies it first). */
export function watchAntdLocale() {
  i18next.on('languageChanged', (lng) => void applyAntdLocale(lng));
}
