import * as c from '@app/contract/calls/passport';
import { isValidPhone } from '@app/contract/fields';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { endSession, startSession } from '../../platform/session';
import { assertPhone, findByEmail, findByPhone } from './accounts';
import { maskEmail, maskPhone, imageUrl, toAuthInfo } from './auth-info';
import { createCaptcha } from './captcha';
import { checkCode, emailRecipient, phoneRecipient, sendCode, useCode } from './codes';
import { passwordLogin } from './login';
import { hashPassword } from './password';
import { users } from './schema';
import { confirmTicket, createTicket, pollTicket } from './tickets';

export function registerPassport(app: FastifyInstance, deps: Deps) {
  bindCall(app, deps, c.login, async (input, ctx) => {
    const user = await passwordLogin(deps, { ...input, ip: ctx.ip });
    await startSession(deps, deps.db, ctx.reply, user.id, ctx.ip);
    return toAuthInfo(deps.config, user);
  });

  bindCall(app, deps, c.loginByPhone, async (input, ctx) => {
    assertPhone(input.countryCode, input.phone);
    const user = await findByPhone(deps.db, input.countryCode, input.phone);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const codeId = await checkCode(deps, {
      channel: 'sms',
      recipient: phoneRecipient(input.countryCode, input.phone),
      purpose: 'login',
      code: input.code,
    });
    await deps.db.transaction(async (tx) => {
      await useCode(tx, codeId, deps.clock.now());
      await startSession(deps, tx, ctx.reply, user.id, ctx.ip);
    });
    return toAuthInfo(deps.config, user);
  });

  bindCall(app, deps, c.loginByEmail, async (input, ctx) => {
    const user = await findByEmail(deps.db, input.email);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const codeId = await checkCode(deps, {
      channel: 'email',
      recipient: emailRecipient(input.email),
      purpose: 'login',
      code: input.code,
    });
    await deps.db.transaction(async (tx) => {
      await useCode(tx, codeId, deps.clock.now());
      await startSession(deps, tx, ctx.reply, user.id, ctx.ip);
    });
    return toAuthInfo(deps.config, user);
  });

  bindCall(app, deps, c.logout, async (_input, ctx) => {
    await endSession(deps, ctx.req, ctx.reply);
    return null;
  });

  bindCall(app, deps, c.register, async (input, ctx) => {
    assertPhone(input.countryCode, input.phone);
    if (await findByPhone(deps.db, input.countryCode, input.phone)) throw new AppError('ALREADY_REGISTERED');
    const passwordHash = await hashPassword(input.password, deps.config.scryptCost);
    const codeId = await checkCode(deps, {
      channel: 'sms',
      recipient: phoneRecipient(input.countryCode, input.phone),
      purpose: 'register',
      code: input.code,
    });
    const user = await deps.db.transaction(async (tx) => {
      await useCode(tx, codeId, deps.clock.now());
      const [u] = await tx
        .insert(users)
        .values({
          countryCode: input.countryCode,
          phone: input.phone,
          passwordHash,
          nickname: input.nickname || `用户${input.phone.slice(-4)}`,
          lang: ctx.lang,
          inviteCode: input.invite || null,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      // Two registrations racing for one phone: the unique index lets one through.
      if (!u) throw new AppError('ALREADY_REGISTERED');
      await startSession(deps, tx, ctx.reply, u.id, ctx.ip);
      return u;
    });
    return toAuthInfo(deps.config, user);
  });

  bindCall(app, deps, c.forget, async (input) => {
    let user: typeof users.$inferSelect | undefined;
    let recipient: string;
    if (input.by === 'phone') {
      if (!input.phone) throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
      assertPhone(input.countryCode, input.phone);
      user = await findByPhone(deps.db, input.countryCode, input.phone);
      recipient = phoneRecipient(input.countryCode, input.phone);
    } else {
      if (!input.email) throw new AppError('INVALID_INPUT', { field: 'email' }, 'email.invalid');
      user = await findByEmail(deps.db, input.email);
      recipient = emailRecipient(input.email);
    }
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    const passwordHash = await hashPassword(input.password, deps.config.scryptCost);
    const found = user;
    const codeId = await checkCode(deps, {
      channel: input.by === 'phone' ? 'sms' : 'email',
      recipient,
      purpose: 'forget',
      code: input.code,
    });
    await deps.db.transaction(async (tx) => {
      await useCode(tx, codeId, deps.clock.now());
      // passwordChangedAt ends every older session (platform/session.ts).
      await tx.update(users).set({ passwordHash, passwordChangedAt: deps.clock.now() }).where(eq(users.id, found.id));
    });
    return null;
  });

  bindCall(app, deps, c.ticket, async () => createTicket(deps));

  bindCall(app, deps, c.scanCheck, async (input, ctx) => {
    const r = await pollTicket(deps, input.ticket);
    if (r.status !== 'confirmed' || !r.userId) return { status: r.status, auth: null };
    const [u] = await deps.db.select().from(users).where(eq(users.id, r.userId)).limit(1);
    if (!u) return { status: 'expired' as const, auth: null };
    await startSession(deps, deps.db, ctx.reply, u.id, ctx.ip);
    return { status: 'confirmed' as const, auth: toAuthInfo(deps.config, u) };
  });

  bindCall(app, deps, c.scanLogin, async (input, ctx) => confirmTicket(deps, input.ticket, ctx.user.id, input.confirm));

  /** A code for registering needs a new account; for login or reset, an existing one. */
  const sendFor = (
    channel: 'sms' | 'email',
    recipient: string,
    exists: boolean,
    input: { purpose: 'register' | 'login' | 'forget'; captchaId?: string; captcha?: string },
    ctx: { ip: string; lang: 'zh' | 'en' },
  ) => {
    if (input.purpose === 'register' && exists) throw new AppError('ALREADY_REGISTERED');
    if (input.purpose !== 'register' && !exists) throw new AppError('ACCOUNT_NOT_FOUND');
    const { purpose, captchaId, captcha } = input;
    return sendCode(deps, { channel, recipient, purpose, ip: ctx.ip, lang: ctx.lang, captchaId, captcha });
  };

  bindCall(app, deps, c.sendPhoneCode, async (input, ctx) => {
    assertPhone(input.countryCode, input.phone);
    const exists = !!(await findByPhone(deps.db, input.countryCode, input.phone));
    return sendFor('sms', phoneRecipient(input.countryCode, input.phone), exists, input, ctx);
  });

  bindCall(app, deps, c.sendEmailCode, async (input, ctx) => {
    const exists = !!(await findByEmail(deps.db, input.email));
    return sendFor('email', emailRecipient(input.email), exists, input, ctx);
  });

  bindCall(app, deps, c.captcha, async () => createCaptcha(deps));

  bindCall(app, deps, c.exists, async (input) => {
    if (input.phone) return { exists: !!(await findByPhone(deps.db, input.countryCode, input.phone)) };
    if (input.email) return { exists: !!(await findByEmail(deps.db, input.email)) };
    throw new AppError('INVALID_INPUT', { field: 'phone' }, 'field.required');
  });

  bindCall(app, deps, c.validPhone, (input) => ({ valid: isValidPhone(input.countryCode, input.phone) }));

  bindCall(app, deps, c.homeAuth, async (input, ctx) => toAuthInfo(deps.config, ctx.user, input.certificate === true));

  bindCall(app, deps, c.profileIndex, async (_input, ctx) => {
    const u = ctx.user;
    return {
      userId: u.id,
      nickname: u.nickname,
      avatar: imageUrl(deps.config, u.avatar),
      phone: maskPhone(u.phone),
      email: maskEmail(u.email),
      countryCode: u.countryCode,
      memberLevel: u.memberLevel,
      credits: u.credits,
      authentication: u.authentication,
      reader: u.reader,
    };
  });
}
