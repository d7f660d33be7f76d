import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FollowUpFacts,
  matchStatusOf,
  nextStep,
  OUTREACH_STATUSES,
  outreachUpdateSchema,
  SENT_KINDS,
} from './outreach.ts';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
const contacted = (sent: FollowUpFacts['sent'], repliedAt: Date | null = null): FollowUpFacts => ({
  status: 'contacted',
  sent,
  repliedAt,
});

describe('the follow-up rule', () => {
  const first = { kind: 'first' as const, at: day('2026-11-02') };

  it('waits ten days after the first e-mail, then asks for one follow-up', () => {
    expect(nextStep(contacted([first]), day('2026-11-05'))).toEqual({
      step: 'wait',
      due_at: '2026-11-12T09:00:00.000Z',
    });
    expect(nextStep(contacted([first]), new Date('2026-11-12T08:59:59Z')).step).toBe('wait');
    expect(nextStep(contacted([first]), day('2026-11-12'))).toEqual({
      step: 'follow_up',
      due_at: '2026-11-12T09:00:00.000Z',
    });
    expect(nextStep(contacted([first]), day('2027-02-01')).step).toBe('follow_up');
  });

  it('after the follow-up and ten more silent days suggests an assistant coach, and after that nothing', () => {
    const followUp = { kind: 'follow_up' as const, at: day('2026-11-14') };
    expect(nextStep(contacted([first, followUp]), day('2026-11-20'))).toEqual({
      step: 'wait',
      due_at: '2026-11-24T09:00:00.000Z',
    });
    expect(nextStep(contacted([first, followUp]), day('2026-11-24')).step).toBe('write_assistant');
    const assistant = { kind: 'assistant' as const, at: day('2026-11-25') };
    expect(nextStep(contacted([first, followUp, assistant]), day('2027-06-01'))).toEqual({
      step: 'none',
      due_at: null,
    });
  });

  it('stops at a reply or any status but contacted', () => {
    expect(nextStep(contacted([first], day('2026-11-03')), day('2026-12-01')).step).toBe('none');
    for (const status of OUTREACH_STATUSES.filter((status) => status !== 'contacted')) {
      expect(nextStep({ status, sent: [first], repliedAt: null }, day('2026-12-01')).step, status).toBe('none');
    }
    expect(nextStep(contacted([]), day('2026-12-01')).step).toBe('none');
  });

  it('reads the e-mails in date order, whatever order they are stored in', () => {
    const followUp = { kind: 'follow_up' as const, at: day('2026-11-14') };
    expect(nextStep(contacted([followUp, first]), day('2026-11-24')).step).toBe('write_assistant');
  });

  it('never suggests more than one follow-up and one assistant, whatever the clock and the e-mails', () => {
    const mail = fc.record({
      kind: fc.constantFrom(...SENT_KINDS),
      at: fc.date({ min: day('2026-01-01'), max: day('2027-12-31'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(
        fc.array(mail, { maxLength: 6 }),
        fc.date({ min: day('2026-01-01'), max: day('2028-12-31'), noInvalidDate: true }),
        (sent, now) => {
          const step = nextStep(contacted(sent), now);
          const sorted = [...sent].sort((a, b) => a.at.getTime() - b.at.getTime());
          const followUps = sorted.slice(1).filter((item) => item.kind === 'follow_up');
          // A follow-up is asked for only while none was sent; the assistant only after one was.
          if (step.step === 'follow_up') expect(followUps).toHaveLength(0);
          if (step.step === 'write_assistant') expect(followUps.length).toBeGreaterThan(0);
          // Due means ten days of silence since the last e-mail the rule counts.
          if (step.step === 'follow_up' || step.step === 'write_assistant') {
            expect(now.getTime()).toBeGreaterThanOrEqual(new Date(step.due_at ?? '').getTime());
          }
          // Anything but a schedule written after the follow-up ends the rule.
          const after = followUps[0]
            ? sorted.filter((item) => item.at > (followUps[0]?.at ?? now) && item.kind !== 'schedule')
            : [];
          if (after.length > 0) expect(step.step).toBe('none');
        },
      ),
    );
  });
});

describe('the statuses', () => {
  it('extend the match statuses; a reply and a call show as contacted on the match', () => {
    expect(matchStatusOf('replied')).toBe('contacted');
    expect(matchStatusOf('call_or_visit')).toBe('contacted');
    expect(matchStatusOf('offer')).toBe('offer');
  });

  it('a change names something, and sent is only ever true', () => {
    expect(outreachUpdateSchema.safeParse({}).success).toBe(false);
    expect(outreachUpdateSchema.safeParse({ sent: false }).success).toBe(false);
    expect(outreachUpdateSchema.safeParse({ sent: true }).success).toBe(true);
    expect(outreachUpdateSchema.safeParse({ coach_email: 'not-an-address' }).success).toBe(false);
    expect(outreachUpdateSchema.safeParse({ coach_email: null }).success).toBe(true);
  });
});
