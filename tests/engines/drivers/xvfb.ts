// A virtual X display for the engines that need one (WebKitGTK always, Gecko with WebGL): Xvfb picks a free
// display number itself (-displayfd) and writes it back, so parallel runs never collide.
import { spawn } from 'node:child_process';

/** The virtual screen. Xvfb starts the X pointer at its centre, and nothing here moves it. */
export const SCREEN = { width: 1920, height: 1200 } as const;

export interface Display {
  /** ":N", for DISPLAY. */
  name: string;
  close(): void;
}

export function startXvfb(): Promise<Display> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (code ${code}): ${stderr.trim()}`)));
    let written = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      resolve({ name: `:${written.trim()}`, close: () => child.kill() });
    });
  });
}
