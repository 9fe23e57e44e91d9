import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../platform/deps';
import { registerCms } from './cms/handlers';
import { registerConfig } from './config/handlers';
import { registerPaperAfter, registerPaperAfterUpload } from './contribution/after-handlers';
import { registerContribution } from './contribution/handlers';
import { registerInvoice } from './invoice/handlers';
import { registerMedia } from './media/routes';
import { registerMeeting } from './meeting/handlers';
import { registerOrder } from './order/handlers';
import { registerPassport } from './passport/handlers';
import { registerPay } from './pay/handlers';
import { registerOutbox } from './passport/outbox-handler';
import { registerSci } from './sci/handlers';
import { registerService } from './service/handlers';
import { registerSettlement } from './settlement/handlers';
import { registerStaff } from './staff/handlers';
import { registerUpload } from './upload/handlers';

/** Every domain's calls; a test checks each contract call has a handler. */
export async function registerDomains(app: FastifyInstance, deps: Deps) {
  registerPassport(app, deps);
  registerOutbox(app, deps);
  registerCms(app, deps);
  registerConfig(app, deps);
  // Multipart only where files arrive: the plugin adds hooks to every request of its scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fileSize: 100 * 1024 * 1024, parts: 6 } });
    registerUpload(scope, deps);
    registerPaperAfterUpload(scope, deps);
  });
  registerStaff(app, deps);
  registerMeeting(app, deps);
  registerOrder(app, deps);
  registerPay(app, deps);
  registerContribution(app, deps);
  registerPaperAfter(app, deps);
  registerSettlement(app, deps);
  registerInvoice(app, deps);
  registerService(app, deps);
  registerSci(app, deps);
  registerMedia(app);
}
