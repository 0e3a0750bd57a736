// Live counts of what the scenes own, for the e2e leak checks (read through the ?test-hooks page hook).

export interface DebugCounters {
  /** Teardowns registered in a Disposables and not yet run. */
  disposables: number;
  /** Of those, event listeners added with Disposables.listen. */
  listeners: number;
  /** Renders of the scenes' root components since the runtime started (React renders per change, never per frame). */
  renders: number;
}

/** Two integer updates per registration: cheap enough to stay on in production, where nothing reads them. */
export const debugCounters: DebugCounters = { disposables: 0, listeners: 0, renders: 0 };
