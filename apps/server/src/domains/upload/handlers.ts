import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';

export function registerUpload(_app: FastifyInstance, _deps: Deps) {}
