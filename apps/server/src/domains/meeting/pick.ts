import type { Lang } from '@app/contract/messages';

/** The reader's language of a bilingual pair of columns. */
export const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en || zh : zh);
