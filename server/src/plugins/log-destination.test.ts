import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

describe('the log destination', () => {
  it('writes every line of one turn of the event loop in one call, in order', async () => {
    const writes: string[] = [];
    const destination = createLogDestination({ write: (text: string) => writes.push(text) });
    destination.write('{"msg":"een"}\n');
    destination.write('{"msg":"twee"}\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    destination.write('{"msg":"drie"}\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"msg":"een"}\n{"msg":"twee"}\n', '{"msg":"drie"}\n']);
    destination.close();
  });

  it('hands over what is pending when the app closes, and survives a closed stdout', () => {
    const writes: string[] = [];
    const destination = createLogDestination({ write: (text: string) => writes.push(text) });
    destination.write('{"msg":"laatste"}\n');
    destination.close();
    expect(writes).toEqual(['{"msg":"laatste"}\n']);

    const broken = createLogDestination({
      write: () => {
        throw new Error('EPIPE');
      },
    });
    broken.write('{"msg":"weg"}\n');
    expect(() => broken.close()).not.toThrow();
  });
});
