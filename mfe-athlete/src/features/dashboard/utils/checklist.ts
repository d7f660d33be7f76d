import { PROFILE_SCORE_MAX } from '@talentbrug/domain/onboarding/profile-score';
import type { UploadedFile } from '@talentbrug/domain/uploads';

export type TaskId = 'profile' | 'video' | 'matches' | 'favourite' | 'coach';

export interface Task {
  id: TaskId;
  label: string;
  done: boolean;
  /** Where the task is done. */
  to: string;
}

export interface ChecklistState {
  /** The profile score, 0-100. */
  score: number;
  /** A highlight upload exists, or the profile links a highlight video. */
  hasVideo: boolean;
  /** What the highlight video's analysis says a coach will notice ('fix' findings); 0 until it is done. */
  videoFixes: number;
  matchCount: number;
  hasFavourite: boolean;
  /** The coach's history holds a question of the athlete's. */
  coachAsked: boolean;
}

/** The dashboard's checklist, in the order an athlete goes through it, each task from real state. */
export function checklistFor(state: ChecklistState): Task[] {
  return [
    { id: 'profile', label: 'Maak je profiel compleet', done: state.score >= PROFILE_SCORE_MAX, to: '/profile' },
    {
      id: 'video',
      label: state.videoFixes
        ? `Je video: ${state.videoFixes} ${state.videoFixes === 1 ? 'punt' : 'punten'} om te verbeteren`
        : 'Upload je highlightvideo',
      done: state.hasVideo && !state.videoFixes,
      to: '/profile',
    },
    { id: 'matches', label: 'Genereer je matches', done: state.matchCount > 0, to: '/matches' },
    { id: 'favourite', label: 'Kies een favoriete school', done: state.hasFavourite, to: '/matches' },
    { id: 'coach', label: 'Stel je eerste vraag aan de AI-coach', done: state.coachAsked, to: '/aicoach' },
  ];
}

/**
 * The 'fix' findings of the uploaded video the profile shows (issue 36), once its analysis is
 * done; 0 for a video still in analysis, a failed one, or the athlete's own link.
 */
export function highlightFixes(files: readonly UploadedFile[] | undefined, highlightUrl: string | null): number {
  const analysis = files?.find((file) => highlightUrl?.includes(file.id))?.analysis;
  return analysis?.status === 'done' ? analysis.findings.filter((finding) => finding.severity === 'fix').length : 0;
}

/** Tasks shown on the dashboard itself. */
export const PREVIEW_COUNT = 3;

/** What the dashboard shows before 'Bekijk alle taken': the open tasks first, in their order. */
export function previewTasks(tasks: readonly Task[], count = PREVIEW_COUNT): Task[] {
  return [...tasks.filter((task) => !task.done), ...tasks.filter((task) => task.done)].slice(0, count);
}

export function progressText(tasks: readonly Task[]): string {
  const done = tasks.filter((task) => task.done).length;
  return `${done} van ${tasks.length} taken gedaan`;
}
