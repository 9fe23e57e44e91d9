import { Code } from '@app/contract/codes';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { CRM_LEADS_PER_IP_HOUR } from './crm';
import { crmLeads } from './schema';

const CRM = '/frontend/activity/crm/post';
const EN = { cookie: 'lang=en' };
const lead = { name: '王老师', phone: '13912345678', company: '北辰大学', message: '想咨询会议投稿' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const leadCount = async () => (await t.deps.db.select({ n: count() }).from(crmLeads))[0]!.n;
const lastLead = async () => (await t.deps.db.select().from(crmLeads).orderBy(desc(crmLeads.id)).limit(1))[0]!;

describe('crm post', () => {
  it('stores a lead with the caller IP and the default country code and source', async () => {
    const r = await t.call(CRM, { ...lead, email: 'wang@example.com' }, { ip: '10.1.0.1' });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ id: expect.any(Number) });
    const row = await lastLead();
    expect(row).toMatchObject({
      id: r.data.id,
      ...lead,
      countryCode: '86',
      email: 'wang@example.com',
      source: 'web',
      ip: '10.1.0.1',
    });
    expect(row.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('stores name, company and message as plain text', async () => {
    const r = await t.call(
      CRM,
      {
        ...lead,
        name: '<b>李</b>老师<script>x()</script>',
        message: '<img src=x onerror=alert(1)>你好',
        company: '<i></i>',
      },
      { ip: '10.1.0.2' },
    );
    expect(r.code).toBe(0);
    const row = await lastLead();
    expect(row.name).toBe('李老师');
    expect(row.message).toBe('你好');
    expect(row.company).toBeNull();
  });

  it('checks the phone against its country code and writes nothing on failure', async () => {
    const before = await leadCount();
    const bad = await t.call(CRM, { ...lead, phone: '12345678' }, { ip: '10.1.0.3' });
    expect(bad.code).toBe(Code.INVALID_INPUT);
    expect(bad.codeMsg).toBe('请输入正确的电话号码');
    expect((await t.call(CRM, { ...lead, phone: '12345678' }, { ip: '10.1.0.3', ...EN })).codeMsg).toBe(
      'Please enter the correct telephone number',
    );
    // Eight digits are a fine number elsewhere.
    expect((await t.call(CRM, { ...lead, countryCode: '852', phone: '91234567' }, { ip: '10.1.0.3' })).code).toBe(0);
    expect(await leadCount()).toBe(before + 1);
  });

  it('refuses missing, oversize, wrong-typed and unknown fields, writing nothing', async () => {
    const before = await leadCount();
    const cases: Record<string, unknown>[] = [
      { phone: lead.phone },
      { name: lead.name },
      { ...lead, name: '   ' },
      { ...lead, name: '<b></b>' },
      { ...lead, name: '名'.repeat(41) },
      { ...lead, message: 'x'.repeat(1001) },
      { ...lead, company: 'x'.repeat(101) },
      { ...lead, email: 'not-an-email' },
      { ...lead, countryCode: '+86' },
      { ...lead, phone: '1391234567a' },
      { ...lead, source: 's'.repeat(41) },
      { ...lead, phone: ['13912345678', '13912345679'] },
      { ...lead, admin: '1' },
    ];
    for (const body of cases) {
      const r = await t.call(CRM, body, { ip: '10.1.0.4' });
      expect(r.code, JSON.stringify(body)).toBe(Code.INVALID_INPUT);
    }
    expect((await t.call(CRM, { ...lead, name: '<b></b>' }, { ip: '10.1.0.4' })).codeMsg).toBe('请填写姓名');
    expect(await leadCount()).toBe(before);
  });

  it(`allows ${CRM_LEADS_PER_IP_HOUR} leads per IP an hour, counted in the table`, async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < CRM_LEADS_PER_IP_HOUR; i++) expect((await t.call(CRM, lead, { ip })).code).toBe(0);
    const before = await leadCount();
    expect((await t.call(CRM, lead, { ip })).code).toBe(Code.RATE_LIMITED);
    expect(await leadCount()).toBe(before);
    // Another IP is not affected; an hour later the first may post again.
    expect((await t.call(CRM, lead, { ip: '10.2.0.2' })).code).toBe(0);
    t.clock.advance(3_600_000 + 1000);
    expect((await t.call(CRM, lead, { ip })).code).toBe(0);
  });

  it('holds the limit under parallel posts', async () => {
    const ip = '10.3.0.1';
    const codes = await Promise.all(Array.from({ length: 12 }, () => t.call(CRM, lead, { ip }).then((r) => r.code)));
    expect(codes.filter((c) => c === 0)).toHaveLength(CRM_LEADS_PER_IP_HOUR);
    expect(codes.filter((c) => c === Code.RATE_LIMITED)).toHaveLength(12 - CRM_LEADS_PER_IP_HOUR);
  });
});
