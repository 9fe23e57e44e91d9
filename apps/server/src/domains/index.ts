import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import { registerCms } from './cms/handlers';
import { registerCommon } from './common/handlers';
import { registerMedia } from './media/routes';
import { registerPassport } from './passport/handlers';
import { registerStaff } from './staff/handlers';

export async function registerDomains(app: FastifyInstance, deps: Deps) {
  registerPassport(app, deps);
  registerCms(app, deps);
  registerCommon(app, deps);
  registerStaff(app, deps);
  registerMedia(app);
}
