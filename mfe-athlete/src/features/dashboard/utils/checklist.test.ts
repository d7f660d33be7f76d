import { describe, expect, it } from 'vitest';
import { type ChecklistState, checklistFor, previewTasks, progressText } from './checklist.ts';

const NOTHING: ChecklistState = { score: 0, hasVideo: false, matchCount: 0, hasFavourite: false, coachAsked: false };
const done = (state: Partial<ChecklistState>) =>
  checklistFor({ ...NOTHING, ...state })
    .filter((task) => task.done)
    .map((task) => task.id);

describe('the checklist', () => {
  it('has five tasks, each leading to where it is done', () => {
    expect(checklistFor(NOTHING).map((task) => [task.label, task.to])).toEqual([
      ['Maak je profiel compleet', '/profile'],
      ['Upload je highlightvideo', '/profile'],
      ['Genereer je matches', '/matches'],
      ['Kies een favoriete school', '/matches'],
      ['Stel je eerste vraag aan de AI-coach', '/aicoach'],
    ]);
    expect(done({})).toEqual([]);
  });

  it('follows the state', () => {
    expect(done({ score: 80 })).toEqual([]);
    expect(done({ score: 100 })).toEqual(['profile']);
    expect(done({ hasVideo: true, matchCount: 12 })).toEqual(['video', 'matches']);
    expect(done({ matchCount: 12, hasFavourite: true, coachAsked: true })).toEqual(['matches', 'favourite', 'coach']);
  });

  it('previews the open tasks first, three of them', () => {
    const tasks = checklistFor({ ...NOTHING, score: 100, hasVideo: true });
    expect(previewTasks(tasks).map((task) => task.id)).toEqual(['matches', 'favourite', 'coach']);
    const almost = checklistFor({ score: 100, hasVideo: true, matchCount: 3, hasFavourite: true, coachAsked: false });
    expect(previewTasks(almost).map((task) => task.id)).toEqual(['coach', 'profile', 'video']);
    expect(progressText(almost)).toBe('4 van 5 taken gedaan');
  });
});
