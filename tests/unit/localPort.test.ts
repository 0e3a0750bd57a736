// The page's stand-in for a worker's message channel: order, one task per message, messages kept until
// someone listens, nothing after close.
import { describe, expect, it } from 'vitest';
import { localPorts } from '../../src/canvas/localPort.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('localPorts', () => {
  it('delivers in order, in later tasks, and never inside the sender', async () => {
    const [page, runtime] = localPorts<string, number>();
    const received: number[] = [];
    runtime.onmessage = (event) => received.push(event.data);
    page.postMessage(1);
    page.postMessage(2);
    expect(received).toEqual([]);
    await tick();
    expect(received).toEqual([1, 2]);
  });

  it('passes objects as they are, without cloning (a canvas element must arrive itself)', async () => {
    const [page, runtime] = localPorts<object, object>();
    const sent = { canvas: {} };
    let got: object | null = null;
    runtime.onmessage = (event) => {
      got = event.data;
    };
    page.postMessage(sent);
    await tick();
    expect(got).toBe(sent);
  });

  it('keeps what came before anyone listened, and delivers it first, in order', async () => {
    const [page, runtime] = localPorts<string, number>();
    page.postMessage(1);
    page.postMessage(2);
    await tick();
    page.postMessage(3);
    const received: number[] = [];
    runtime.onmessage = (event) => received.push(event.data);
    expect(received).toEqual([1, 2]);
    await tick();
    expect(received).toEqual([1, 2, 3]);
  });

  it('answers both ways and delivers nothing once closed', async () => {
    const [page, runtime] = localPorts<string, number>();
    const answers: string[] = [];
    page.onmessage = (event) => answers.push(event.data);
    runtime.onmessage = (event) => runtime.postMessage(`got ${event.data}`);
    page.postMessage(7);
    await tick();
    expect(answers).toEqual(['got 7']);
    runtime.close();
    page.postMessage(8);
    await tick();
    expect(answers).toEqual(['got 7']);
  });
});
