import { exampleFile } from '@talentbrug/api-client/testing/profile-uploads-api';
import { videoAnalysisSchema } from '@talentbrug/domain/uploads';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { VideoAnalysisModal } from './video-analysis-modal.tsx';

afterEach(cleanup);

const file = exampleFile(1, {
  analysis: videoAnalysisSchema.parse({
    status: 'done',
    progress: 100,
    duration_s: 71.5,
    width: 1920,
    height: 1080,
    fps: 30,
    has_audio: true,
    poster_url: null,
    clips: [
      { start_s: 0, end_s: 8.2, thumbnail_url: '/media/clip-1.jpg' },
      { start_s: 8.2, end_s: 64, thumbnail_url: null },
      { start_s: 64, end_s: 71.5, thumbnail_url: '/media/clip-3.jpg' },
    ],
    findings: [],
    analysed_at: '2026-11-21T10:00:00.000Z',
    error: null,
  }),
});

/** The text a sighted reader sees, as axe reads it: the text nodes in order, none that is visually hidden. */
function visibleText(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(`.${hidden.visuallyHidden}`)) text += node.textContent ?? '';
  }
  return text;
}

/** Words as axe's label-content-name-mismatch compares them: letters and digits, case aside. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('the analysis dialog’s clip strip', () => {
  it('names each clip by what it shows first, then its end (WCAG 2.5.3, label in name)', () => {
    renderInShell(
      <VideoAnalysisModal file={file} summary="Klaar voor coaches" onClose={() => {}} renewUrl={async () => null} />,
      '/profile',
    );
    const strip = screen.getByRole('list', { name: 'Clips op volgorde' });
    const names = ['Clip 1, 0:00 tot 0:08', 'Clip 2, 0:08 tot 1:04', 'Clip 3, 1:04 tot 1:11'];
    for (const name of names) {
      const button = within(strip).getByRole('button', { name });
      const shown = words(visibleText(button));
      expect(shown.length, name).toBeGreaterThan(1);
      // The accessible name starts with the visible words, in their order.
      expect(words(name).slice(0, shown.length), `${name} shows '${visibleText(button)}'`).toEqual(shown);
    }
    expect(within(strip).getAllByRole('button')).toHaveLength(names.length);
  });
});
