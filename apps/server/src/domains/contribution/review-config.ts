import { PAPER_ACTIONS, PAPER_EDITABLE, PAPER_STATUSES } from '@app/contract/calls/contribution';
import { MAX_PAPER_AUTHORS, UPLOAD_RULES } from '@app/contract/constants';
import type { Lang } from '@app/contract/messages';
import type { Config } from '../../config';
import { optionList } from '../config/labels';

const STATUS_LABELS: Record<(typeof PAPER_STATUSES)[number], [string, string]> = {
  draft: ['草稿', 'Draft'],
  submitted: ['已提交', 'Submitted'],
  revision_requested: ['待修改', 'Revision requested'],
  resubmitted: ['已重新提交', 'Resubmitted'],
  accepted: ['已录用', 'Accepted'],
  rejected: ['未录用', 'Rejected'],
};
const ACTION_LABELS: Record<(typeof PAPER_ACTIONS)[number], [string, string]> = {
  accept: ['录用', 'Accept'],
  reject: ['拒稿', 'Reject'],
  revise: ['退回修改', 'Ask for revision'],
};
const at = (lang: Lang, pair: [string, string]) => pair[lang === 'en' ? 1 : 0];

/** /service/review/action/config: labels, actions and limits of the paper pages. */
export function reviewConfig(lang: Lang, config: Config) {
  return {
    statuses: PAPER_STATUSES.map((value) => ({ value, label: at(lang, STATUS_LABELS[value]) })),
    actions: PAPER_ACTIONS.map((value) => ({
      value,
      label: at(lang, ACTION_LABELS[value]),
      opinionRequired: value !== 'accept',
    })),
    editable: [...PAPER_EDITABLE],
    maxAuthors: MAX_PAPER_AUTHORS,
    maxFields: 3,
    fileKinds: [...(UPLOAD_RULES.paper?.kinds ?? [])],
    defaultPaperMaxMb: Math.floor(config.paperUploadMaxBytes / (1024 * 1024)),
    fields: [...optionList('domains', lang)],
    titles: [...optionList('professional', lang)],
  };
}
