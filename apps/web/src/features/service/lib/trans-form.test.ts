import { describe, expect, it } from 'vitest';
import { displayState, payable, payHref } from './display';
import { parseWords, validateReason, validateTrans, validSimilarity } from './trans-form';

describe('translation form rules', () => {
  it('word count: whole numbers 100..200000 only', () => {
    expect(parseWords('100')).toBe(100);
    expect(parseWords(' 200000 ')).toBe(200000);
    for (const bad of ['99', '200001', '12.5', '-100', 'abc', '', '1e3']) expect(parseWords(bad)).toBeNull();
  });

  it('names each missing or wrong field, and the pair must fit the service', () => {
    const ok = {
      fileId: 'f',
      wordCount: '500',
      field: 'medicine',
      languagePair: 'zh-en',
      turnaround: 'standard' as const,
      remark: '',
    };
    expect(validateTrans('translate', ok)).toEqual({});
    expect(validateTrans('polish', ok)).toEqual({ languagePair: 'err.field' });
    expect(
      validateTrans('translate', { ...ok, fileId: '', wordCount: '5', field: '', remark: 'x'.repeat(501) }),
    ).toEqual({
      fileId: 'err.file',
      wordCount: 'err.wordCount',
      field: 'err.field',
      remark: 'err.remark',
    });
  });

  it('after-sales reason is required and bounded; similarity has at most two decimals', () => {
    expect(validateReason('  ')).toBe('err.reason');
    expect(validateReason('x'.repeat(1001))).toBe('err.reasonLong');
    expect(validateReason('术语错误')).toBeUndefined();
    for (const s of ['', '0', '12.34', '100', '100.00', '9.5']) expect(validSimilarity(s), s).toBe(true);
    for (const s of ['101', '12.345', '-1', 'abc']) expect(validSimilarity(s), s).toBe(false);
  });

  it('shows the payment state until paid, then the service progress', () => {
    expect(displayState('unpaid', 'awaiting_payment')).toBe('awaiting_payment');
    expect(displayState('voucher_review', 'awaiting_payment')).toBe('voucher_review');
    expect(displayState('cancelled', 'awaiting_payment')).toBe('cancelled');
    expect(displayState('refunded', 'queued')).toBe('refunded');
    expect(displayState('paid', 'delivered')).toBe('delivered');
    expect(payable('unpaid')).toBe(true);
    expect(payable('paid')).toBe(false);
    expect(payHref(7)).toBe('/attendOrder/orderPay?orderId=7');
  });
});
