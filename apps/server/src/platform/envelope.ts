import { Code } from '@app/contract/codes';
import { formatMessage } from '@app/contract/messages';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { requestLang } from './lang';
import type { Log } from './log';
import { ValidationError } from './validate';

/** Fastify's own failures (body parsing, limits) mapped to our codes; anything else is a bug. */
const FASTIFY_CODES: Record<string, keyof typeof Code> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_INPUT',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_INPUT',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA',
  FST_PARTS_LIMIT: 'BODY_TOO_LARGE',
  FST_FILES_LIMIT: 'BODY_TOO_LARGE',
  FST_FIELDS_LIMIT: 'BODY_TOO_LARGE',
};

export interface Envelope {
  code: number;
  codeMsg: string;
  data: unknown;
}

/** Every answer is HTTP 200 with {code, codeMsg, data} (spec §7, §8). */
export function installEnvelope(app: FastifyInstance, log: Log) {
  app.setErrorHandler((err: FastifyError, req, reply) => reply.code(200).send(errorEnvelope(err, req, log)));
}

/** The envelope of a failed call, in the user's language. A bug is logged with the request id and told as such. */
export function errorEnvelope(
  err: FastifyError | Error,
  req: FastifyRequest,
  log: Log,
  lang = requestLang(req),
): Envelope {
  if (err instanceof ValidationError) return { code: err.code, codeMsg: err.text, data: { field: err.field } };
  if (err instanceof AppError) {
    const msg = formatMessage(lang, err.messageKey ?? `code.${err.codeName}`, err.params);
    // A refusal about one field names it, as schema validation does, so a form can mark that field.
    const field = typeof err.params.field === 'string' ? err.params.field : undefined;
    const data = field || err.data ? { ...(field ? { field } : {}), ...err.data } : null;
    return { code: err.code, codeMsg: msg, data };
  }
  const { code, statusCode } = err as FastifyError;
  const mapped = code ? FASTIFY_CODES[code] : undefined;
  if (mapped || (statusCode && statusCode < 500 && statusCode !== 404)) {
    const name = mapped ?? 'INVALID_INPUT';
    const msg = formatMessage(lang, `code.${name}`, { field: 'body', limit: '', types: '' });
    return { code: Code[name], codeMsg: msg, data: null };
  }
  log.error({ err, reqId: req.id }, 'unhandled error');
  return { code: Code.SERVER_ERROR, codeMsg: formatMessage(lang, 'code.SERVER_ERROR'), data: { requestId: req.id } };
}

export function unknownCall(lang: 'zh' | 'en'): Envelope {
  return { code: Code.UNKNOWN_CALL, codeMsg: formatMessage(lang, 'code.UNKNOWN_CALL'), data: null };
}
