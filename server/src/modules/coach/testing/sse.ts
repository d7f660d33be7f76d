/** Test support: server-sent events read the way a browser's parser would, strictly. */
import type { ChatStreamEvent } from '@talentbrug/domain/coach';

/**
 * The events of a complete stream. Every frame must end in a blank line and carry exactly one
 * `event:` and one single-line `data:` with JSON; anything else throws, naming the frame.
 */
export function parseEventStream(text: string): ChatStreamEvent[] {
  if (!text.endsWith('\n\n'))
    throw new Error(`stream does not end with a blank line: ${JSON.stringify(text.slice(-40))}`);
  return text
    .slice(0, -2)
    .split('\n\n')
    .map((frame) => {
      const lines = frame.split('\n');
      const event = lines.filter((line) => line.startsWith('event: '));
      const data = lines.filter((line) => line.startsWith('data: '));
      if (event.length !== 1 || data.length !== 1 || lines.length !== 2) {
        throw new Error(`not one event and one data line: ${JSON.stringify(frame)}`);
      }
      return {
        event: (event[0] as string).slice('event: '.length),
        data: JSON.parse((data[0] as string).slice('data: '.length)),
      } as ChatStreamEvent;
    });
}

/** Reads a fetch body frame by frame as it arrives, with the time each frame came in. */
export async function* framesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<{ frame: string; at: number }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const part of body) {
    buffer += decoder.decode(part, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      yield { frame: buffer.slice(0, end + 2), at: performance.now() };
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}
