import { describe, expect, it } from 'vitest';
import { isAbandoned, type PendingObject } from './pending-rule.ts';

const self = {
  host: 'web-1',
  pid: 4242,
  instance: '00000000-0000-4000-8000-000000000001',
  isRunning: (pid: number) => pid === 4242 || pid === 7,
};
const write = (writer: string, more: Partial<PendingObject> = {}): PendingObject => ({
  action: 'write',
  writer,
  instance: '00000000-0000-4000-8000-000000000002',
  sweeping: false,
  leaseExpired: false,
  ...more,
});

describe('which pending objects the sweep removes', () => {
  it('takes a write of this host whose process is gone, and leaves a running one to its lease', () => {
    expect(isAbandoned(write('web-1.99'), self)).toBe(true);
    expect(isAbandoned(write('web-1.7'), self)).toBe(false);
    expect(isAbandoned(write('web-1.7', { leaseExpired: true }), self)).toBe(true);
  });

  it('tells this process from an earlier start with the same pid (a container’s PID 1)', () => {
    expect(isAbandoned(write('web-1.4242', { instance: self.instance }), self)).toBe(false);
    expect(isAbandoned(write('web-1.4242'), self)).toBe(true);
  });

  it('judges another host’s writes by their lease alone', () => {
    expect(isAbandoned(write('web-2.99'), self)).toBe(false);
    expect(isAbandoned(write('web-2.99', { leaseExpired: true }), self)).toBe(true);
    // A host name that merely starts like ours is another host.
    expect(isAbandoned(write('web-10.99'), self)).toBe(false);
  });

  it('always finishes a removal and a sweep another sweeper began', () => {
    expect(isAbandoned(write('web-2.99', { action: 'remove' }), self)).toBe(true);
    expect(isAbandoned(write('web-1.7', { action: 'remove' }), self)).toBe(true);
    expect(isAbandoned(write('web-2.99', { sweeping: true }), self)).toBe(true);
  });
});
