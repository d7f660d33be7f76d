import type { ChatMessage } from '@talentbrug/domain/coach';
import { describe, expect, it } from 'vitest';
import { buildConversation, type Turn } from './conversation.ts';

const T = '2025-05-03T12:00:00.000Z';
const user = (content: string): ChatMessage => ({ type: 'user', content, timestamp: T });
const ai = (content: string): ChatMessage => ({ type: 'ai', content, timestamp: T });
const turn = (id: number, question: string, anchor: number, rest: Partial<Turn> = {}): Turn => ({
  id,
  question,
  anchor,
  status: 'pending',
  ...rest,
});
const view = (history: ChatMessage[], turns: Turn[]) =>
  buildConversation(history, turns).items.map(({ key, kind, text }) => `${key} ${kind} ${text}`);

describe('buildConversation', () => {
  it('is empty (only the welcome) without history and turns', () => {
    expect(buildConversation([], [])).toEqual({ items: [], pending: null, empty: true });
  });

  it('shows a pending question with its turn, and no answer yet', () => {
    const asking = turn(1, 'Vraag', 0);
    const conversation = buildConversation([], [asking]);
    expect(conversation.pending).toBe(asking);
    expect(conversation.empty).toBe(false);
    expect(view([], [asking])).toEqual(['m0 user Vraag']);
  });

  it('keeps every key and text when the cache takes an answered turn over, in either order', () => {
    const history = [user('Eerder'), ai('Antwoord')];
    const answered = turn(1, 'Vraag', 2, { status: 'answered', answer: 'Nieuw antwoord' });
    const before = view(history, [answered]);
    const cacheFirst = view([...history, user('Vraag'), ai('Nieuw antwoord')], [turn(1, 'Vraag', 2)]);
    const cacheAfter = view([...history, user('Vraag'), ai('Nieuw antwoord')], [answered]);
    expect(before).toEqual(['m0 user Eerder', 'm1 coach Antwoord', 'm2 user Vraag', 'm3 coach Nieuw antwoord']);
    expect(cacheFirst).toEqual(before);
    expect(cacheAfter).toEqual(before);
  });

  it('keeps a failed question where it was asked while later answers follow it; only the last failure retries', () => {
    const failed = turn(1, 'Eerste', 0, { status: 'failed', error: 'Sorry' });
    const items = buildConversation([user('Tweede'), ai('Antwoord')], [failed, turn(2, 'Tweede', 0)]).items;
    expect(items.map((i) => i.text)).toEqual(['Eerste', 'Sorry', 'Tweede', 'Antwoord']);
    expect(items[1]).toMatchObject({ kind: 'error', retryable: false });
    expect(buildConversation([], [failed]).items[1]).toMatchObject({ kind: 'error', retryable: true, turnId: 1 });
  });

  it('reads a stored empty answer as the empty-reply sentence', () => {
    expect(view([user('Vraag'), ai('  ')], [])).toEqual([
      'm0 user Vraag',
      'm1 coach Sorry, ik kon geen antwoord genereren.',
    ]);
  });
});
