import { describe, expect, it } from 'vitest';
import { satisfiesCaret } from './share-guard.ts';

describe('satisfiesCaret', () => {
  it('takes the same major from 1.0 on, at or above the range', () => {
    expect(satisfiesCaret('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfiesCaret('19.4.0', '^19.0.0')).toBe(true);
    expect(satisfiesCaret('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfiesCaret('18.9.9', '^19.0.0')).toBe(false);
    expect(satisfiesCaret('19.2.0', '^19.3.0')).toBe(false);
  });
  it('takes the same minor below 1.0, and the same patch below 0.1', () => {
    expect(satisfiesCaret('0.1.4', '^0.1.0')).toBe(true);
    expect(satisfiesCaret('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfiesCaret('1.0.0', '^0.1.0')).toBe(false);
    expect(satisfiesCaret('0.0.3', '^0.0.3')).toBe(true);
    expect(satisfiesCaret('0.0.4', '^0.0.3')).toBe(false);
  });
  it('refuses what it cannot read', () => {
    expect(satisfiesCaret('latest', '^1.0.0')).toBe(false);
    expect(satisfiesCaret('1.0.0', '>=1.0.0')).toBe(false);
  });
});
