// The open tab's check for a new deploy: on coming back to the tab, at most every 30 minutes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkForUpdatesWhenBack, SW_UPDATE_CHECK_MS } from '../../src/app/serviceWorker.ts';

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('checkForUpdatesWhenBack', () => {
  let fake: FakeDocument;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    fake = new FakeDocument();
    vi.stubGlobal('document', fake);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('checks when the visitor comes back after 30 minutes, not before', () => {
    const update = vi.fn(() => Promise.resolve());
    checkForUpdatesWhenBack(update);
    fake.hide();
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS - 1000);
    fake.show();
    expect(update).not.toHaveBeenCalled();
    fake.hide();
    vi.advanceTimersByTime(2000);
    fake.show();
    expect(update).toHaveBeenCalledTimes(1);
    // The interval starts again from that check.
    fake.hide();
    vi.advanceTimersByTime(60_000);
    fake.show();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('never checks on hiding, and a failed check (offline) is silent and retried on a later return', async () => {
    const update = vi.fn(() => Promise.reject(new Error('offline')));
    checkForUpdatesWhenBack(update);
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS + 1);
    fake.hide();
    expect(update).not.toHaveBeenCalled();
    fake.show();
    expect(update).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS + 1);
    fake.hide();
    fake.show();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
