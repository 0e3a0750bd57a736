// Two connected ports on the page: the scene runtime's messages without a worker. Messages are delivered
// as they are (a canvas element included), in order and each in its own task, as a worker's would be.
import type { Port } from '../../scenes/contract/protocol.ts';

/** One task per message, without setTimeout's clamping: a MessageChannel only carries the wake-ups. */
function taskQueue() {
  const queue: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => queue.shift()?.();
  return (task: () => void) => {
    queue.push(task);
    channel.port2.postMessage(null);
  };
}

class LocalPort<In, Out> implements Port<In, Out> {
  peer: LocalPort<Out, In> | null = null;
  closed = false;
  private handler: ((event: MessageEvent<In>) => void) | null = null;
  /** Messages that came before anyone listened (the runtime's module was still loading), as a worker keeps them. */
  private backlog: In[] = [];

  constructor(private readonly schedule: (task: () => void) => void) {}

  get onmessage(): ((event: MessageEvent<In>) => void) | null {
    return this.handler;
  }

  set onmessage(handler: ((event: MessageEvent<In>) => void) | null) {
    this.handler = handler;
    if (!handler) return;
    // At once, so they come before anything already on its way.
    const backlog = this.backlog;
    this.backlog = [];
    for (const message of backlog) this.deliver(message);
  }

  postMessage(message: Out): void {
    const peer = this.peer;
    if (this.closed || !peer) return;
    this.schedule(() => peer.deliver(message));
  }

  private deliver(message: In) {
    if (this.closed) return;
    if (this.handler) this.handler({ data: message } as MessageEvent<In>);
    else this.backlog.push(message);
  }

  close(): void {
    this.closed = true;
    this.handler = null;
    this.backlog = [];
  }
}

export function localPorts<A, B>(): [LocalPort<A, B>, LocalPort<B, A>] {
  const schedule = taskQueue();
  const a = new LocalPort<A, B>(schedule);
  const b = new LocalPort<B, A>(schedule);
  a.peer = b;
  b.peer = a;
  return [a, b];
}
