import { describe, expect, it } from 'vitest';
import { crossedFigures } from './crossed';

describe('crossed rounds', () => {
  // Costs per request: the call 1.1 units and the plain route 1.0 on a process in a neutral state;
  // server A's state makes everything 1.2× dearer, server B's 0.9×.
  const call = 1.1;
  const plain = 1;
  const a = 1.2;
  const b = 0.9;
  const ab = (b * plain) / (a * call);
  const ba = (a * plain) / (b * call);

  it('reads plain/call whatever state each server is in', () => {
    expect(crossedFigures(ab, ba).perCpu).toBeCloseTo(plain / call, 12);
  });

  it('reads how much dearer a request is on A than on B', () => {
    expect(crossedFigures(ab, ba).costAOverB).toBeCloseTo(a / b, 12);
  });

  it('reads the same ratio when the servers swap places', () => {
    expect(crossedFigures(ba, ab).perCpu).toBeCloseTo(plain / call, 12);
    expect(crossedFigures(ba, ab).costAOverB).toBeCloseTo(b / a, 12);
  });
});
