// Issue 4's load budgets: initial JS ≤ 100 kB gzip; Lighthouse mobile performance ≥ 95, the rest 100.
export const INITIAL_JS_BUDGET_BYTES = 100_000;
export const LIGHTHOUSE_PERFORMANCE_TARGET = 95;
