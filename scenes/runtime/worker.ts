// The scene runtime's worker entry: what runs before the runtime's chunk arrives, and nothing a scene chunk
// imports. WebKit evaluates a module worker's entry a second time when a chunk imports from it (a second
// Pixi, whose extension registry throws, and a second runtime on the same scope), and the bundler puts the
// code the runtime shares with the scene chunks into the entry unless the runtime is a chunk of its own.
// While that chunk loads, the page's messages wait here. Every message passes this entry's handler, whichever
// of the chunk and the page's 'init' comes first: 'init' is checked against what this worker can really draw
// with, so a worker without WebGL (Safari 16.4–16.7, Firefox without a GPU) says so at once, and the page
// draws the scenes itself, with WebGL where the page has it.
import { type FromRuntime, type Port, type ToRuntime, triesWebGL } from '../contract/protocol.ts';
import { workerHasWebGL } from './workerWebGL.ts';

const scope = self as unknown as Port<ToRuntime, FromRuntime>;
/** The page's messages until the runtime has started (then null: the runtime hears them itself). */
let early: ToRuntime[] | null = [];
let refused = false;
let runtime: Port<ToRuntime, FromRuntime>['onmessage'] = null;

/** The port the runtime is handed: it posts to the page, and hears what passed the check below. */
const checked: Port<ToRuntime, FromRuntime> = {
  postMessage: (message, transfer) => scope.postMessage(message, transfer),
  get onmessage() {
    return runtime;
  },
  set onmessage(handler) {
    runtime = handler;
  },
};

scope.onmessage = (event) => {
  const message = event.data;
  // The page's watch asks whether this thread is free: answered here, whatever the runtime is doing.
  if (message.type === 'ping') {
    scope.postMessage({ type: 'pong' });
    return;
  }
  if (message.type === 'init' && triesWebGL(message.webgl) && !workerHasWebGL()) {
    refused = true;
    scope.onmessage = null;
    scope.postMessage({ type: 'failed', message: 'no WebGL in a worker here' });
    return;
  }
  if (runtime) runtime(event);
  else early?.push(message);
};

// This script is here: the first step of the start.
scope.postMessage({ type: 'progress' });

import('./workerRuntime.ts').then(
  ({ startWorkerRuntime }) => {
    if (refused || !early) return;
    const waiting = early;
    early = null;
    startWorkerRuntime(checked, waiting);
  },
  (error: unknown) => {
    if (refused) return;
    const reason = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'failed', message: `the scene runtime did not load (${reason})` });
  },
);
