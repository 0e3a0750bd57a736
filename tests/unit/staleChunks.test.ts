// @vitest-environment happy-dom
// The stale-chunk reload (src/app/staleChunks.ts): a chunk of a previous deploy reloads the page once per
// version; a chunk aborted because the visitor is leaving the page does not (the reload would cancel the
// visitor's navigation: found by the Firefox suite, which failed a chunk with NS_BINDING_ABORTED).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LEAVING_MS, RELOADED_KEY, reloadOnStaleChunks } from '../../src/app/staleChunks.ts';

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunkFails = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

it('a chunk that fails to load reloads the page once for this version', () => {
  reloadOnStaleChunks();
  expect(chunkFails()).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(RELOADED_KEY)).not.toBeNull();
  chunkFails();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('a chunk aborted while the visitor leaves does not reload; one failing after a navigation that never came does', () => {
  reloadOnStaleChunks();
  window.dispatchEvent(new Event('beforeunload'));
  expect(chunkFails()).toBe(false);
  expect(reload).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(RELOADED_KEY)).toBeNull();
  vi.advanceTimersByTime(LEAVING_MS);
  chunkFails();
  expect(reload).toHaveBeenCalledTimes(1);
});
