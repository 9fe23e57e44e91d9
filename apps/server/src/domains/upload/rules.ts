import { type FileKind, UPLOAD_RULES } from '@app/contract/constants';
import type { Config } from '../../config';

export interface UploadRule {
  kinds: FileKind[];
  maxBytes: number;
}

/** The contract's rules per upload type (§5), with the two caps the deployment sets (§9). */
export function uploadRule(type: string, config: Config): UploadRule {
  const rule = UPLOAD_RULES[type];
  // The contract's enum already refused unknown types; this guards a rule missing for a new one.
  if (!rule) throw new Error(`no upload rule for ${type}`);
  if (type === 'paper' || type === 'affirmUpload') return { ...rule, maxBytes: config.paperUploadMaxBytes };
  if (type === 'taskAttachment') return { ...rule, maxBytes: config.taskAttachmentMaxBytes };
  return rule;
}
