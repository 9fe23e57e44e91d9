import type { TOption } from '@app/contract/calls/common';
import type { Lang } from '@app/contract/messages';
import {
  OPTION_DATA,
  type OptionEntry,
  type OptionKey,
  RESEARCH_FIELDS,
  TASK_TYPES,
  WORK_LANGUAGES,
} from './options-data';

/** value → entry, built once per list so a label lookup per row is a map read. */
function indexOf(entries: readonly OptionEntry[]): ReadonlyMap<string, OptionEntry> {
  return new Map(entries.map((e) => [e.value, e]));
}

/** A code's label; an unknown code (e.g. added by staff before its label) shows as itself. */
function labeller(entries: readonly OptionEntry[]) {
  const byValue = indexOf(entries);
  return (value: string, lang: Lang): string => byValue.get(value)?.[lang] ?? value;
}

export const fieldLabel = labeller(RESEARCH_FIELDS);
export const taskTypeLabel = labeller(TASK_TYPES);
export const workLanguageLabel = labeller(WORK_LANGUAGES);

/** Each option list in each language, made once: the lists never change while the server runs. */
const byLang: Record<Lang, Record<OptionKey, readonly TOption[]>> = {
  zh: localise('zh'),
  en: localise('en'),
};

function localise(lang: Lang): Record<OptionKey, readonly TOption[]> {
  const out = {} as Record<OptionKey, readonly TOption[]>;
  for (const [key, entries] of Object.entries(OPTION_DATA) as [OptionKey, readonly OptionEntry[]][]) {
    out[key] = Object.freeze(entries.map((e) => Object.freeze({ value: e.value, label: e[lang] })));
  }
  return out;
}

export function optionList(key: OptionKey, lang: Lang): readonly TOption[] {
  return byLang[lang][key];
}
