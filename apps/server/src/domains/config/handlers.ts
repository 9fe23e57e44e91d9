import * as c from '@app/contract/calls/common';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { optionList } from './labels';

/** Option lists of spec §3, labelled in the reader's language. */
export function registerConfig(app: FastifyInstance, deps: Deps) {
  bindCall(app, deps, c.options, async (input, ctx) => [...optionList(input.key, ctx.lang)]);

  bindCall(app, deps, c.optionsBatch, async (input, ctx) => {
    const out: Record<string, c.TOption[]> = {};
    for (const key of input.names) out[key] = [...optionList(key, ctx.lang)];
    return out;
  });
}
