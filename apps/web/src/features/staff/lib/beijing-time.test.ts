import { describe, expect, it } from 'vitest';
import { beijingInputToIso, formatBeijing, isoToBeijingInput } from './beijing-time';

describe('windows edited in Beijing time', () => {
  it('shows a UTC instant as Beijing wall time, across midnight', () => {
    expect(isoToBeijingInput('2026-04-30T17:30:00.000Z')).toBe('2026-05-01T01:30');
    expect(isoToBeijingInput(null)).toBe('');
    expect(formatBeijing('2026-04-01T01:00:00Z')).toBe('2026-04-01 09:00');
  });

  it('sends the typed wall time with the +08:00 offset', () => {
    expect(beijingInputToIso('2026-05-01T09:00')).toBe('2026-05-01T09:00:00+08:00');
    expect(beijingInputToIso('2026-05-01T09:00:00')).toBe('2026-05-01T09:00:00+08:00');
    expect(beijingInputToIso('')).toBeNull();
  });

  it('tells an unreadable value from an empty one', () => {
    expect(beijingInputToIso('2026-02-30T09:00')).toBeUndefined();
    expect(beijingInputToIso('tomorrow')).toBeUndefined();
  });

  it('round-trips', () => {
    const iso = beijingInputToIso('2026-12-31T23:59')!;
    expect(isoToBeijingInput(iso)).toBe('2026-12-31T23:59');
  });
});
