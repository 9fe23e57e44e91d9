import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import { registerCms } from './cms/handlers';
import { registerConfig } from './config/handlers';
import { registerMedia } from './media/routes';
import { registerPassport } from './passport/handlers';
import { registerOutbox } from './passport/outbox-handler';
import { registerStaff } from './staff/handlers';
import { registerUpload } from './upload/handlers';

/** Every domain's calls; a test checks each contract call has a handler. */
export async function registerDomains(app: FastifyInstance, deps: Deps) {
  registerPassport(app, deps);
  registerOutbox(app, deps);
  registerCms(app, deps);
  registerConfig(app, deps);
  registerUpload(app, deps);
  registerStaff(app, deps);
  registerMedia(app);
}
