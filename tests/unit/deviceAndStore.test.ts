import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../scenes/contract/appStore.ts';
import { viewportClass } from '../../scenes/contract/viewport.ts';
import { detectDevice } from '../../src/lib/device.ts';
import { monthYear, period } from '../../src/lib/frenchDates.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
};

describe('detectDevice', () => {
  it('recognises phones with their platform', () => {
    expect(detectDevice(UA.iphone)).toEqual({
      device: 'mobile',
      browser: 'safari',
      platform: 'ios',
      mobile_device: true,
    });
    expect(detectDevice(UA.pixel)).toMatchObject({
      device: 'mobile',
      browser: 'chrome',
      platform: 'android',
    });
  });
  it('recognises tablets, including iPadOS posing as a Mac', () => {
    expect(detectDevice(UA.galaxyTab)).toMatchObject({
      device: 'tablet',
      platform: 'android',
      mobile_device: true,
    });
    expect(detectDevice(UA.ipadOs, 5)).toMatchObject({ device: 'tablet', platform: 'ios' });
    expect(detectDevice(UA.ipadOs, 0)).toMatchObject({
      device: 'desktop',
      platform: null,
      mobile_device: false,
    });
  });
  it("names browsers that embed another browser's token correctly", () => {
    expect(detectDevice(UA.edgeWindows)).toEqual({
      device: 'desktop',
      browser: 'microsoft edge',
      platform: null,
      mobile_device: false,
    });
    expect(detectDevice(UA.chromeIos)).toMatchObject({
      device: 'mobile',
      browser: 'chrome',
      platform: 'ios',
    });
    expect(detectDevice(UA.samsung)).toMatchObject({ device: 'mobile', browser: 'samsung internet' });
    expect(detectDevice(UA.ipad)).toMatchObject({ device: 'tablet', browser: 'safari', platform: 'ios' });
    expect(detectDevice(UA.operaMac)).toMatchObject({ device: 'desktop', browser: 'opera' });
  });

  it('falls back to desktop for desktop and unknown agents', () => {
    expect(detectDevice(UA.firefoxLinux)).toEqual({
      device: 'desktop',
      browser: 'firefox',
      platform: null,
      mobile_device: false,
    });
    expect(detectDevice('')).toMatchObject({ device: 'desktop', mobile_device: false });
  });
});

describe('viewportClass', () => {
  it('uses 768 px as the mobile threshold', () => {
    expect(viewportClass(390)).toBe('mobile');
    expect(viewportClass(767)).toBe('mobile');
    expect(viewportClass(768)).toBe('tablet');
    expect(viewportClass(1023)).toBe('tablet');
    expect(viewportClass(1024)).toBe('desktop');
  });
});

describe('French dates', () => {
  it('write months and periods the French way', () => {
    expect(monthYear('2019-03')).toBe('mars 2019');
    expect(monthYear('2021-08-14')).toBe('août 2021');
    expect(period('2007-09', '2010-06')).toBe('septembre 2007 – juin 2010');
    expect(period('2021-03', null)).toBe('depuis mars 2021');
  });
});

describe('the app store', () => {
  const device = detectDevice(UA.firefoxLinux);
  const make = () => createAppStore({ width: 1440, height: 900, device });

  it('starts with the spec defaults', () => {
    const s = make().getState();
    expect(s.sort).toBe('date');
    expect(s.selectedWorkId).toBeNull();
    expect(s.mouseState).toBe('none');
    expect(s.backgroundMode).toBe('dark');
    expect(s.viewport.class).toBe('desktop');
  });

  it('resets the selection when the sort changes', () => {
    const store = make();
    store.getState().select(12);
    store.getState().setSort('client_id');
    expect(store.getState()).toMatchObject({ sort: 'client_id', selectedWorkId: null });
  });

  it('notifies slice subscribers only when their slice changes', () => {
    const store = make();
    const seen: string[] = [];
    store.subscribe(
      (s) => s.viewport.class,
      (c) => seen.push(c),
    );
    store.getState().setViewport(1400, 900);
    store.getState().setViewport(390, 844);
    store.getState().setViewport(390, 844);
    store.getState().setMouseState('active-small');
    expect(seen).toEqual(['mobile']);
  });

  it('updates the pointer in place without notifying anyone', () => {
    const store = make();
    let calls = 0;
    store.subscribe(() => calls++);
    const pointer = store.getState().pointer;
    store.getState().setPointer(10, 20, true);
    expect(store.getState().pointer).toBe(pointer);
    expect(pointer).toEqual({ x: 10, y: 20, inside: true });
    expect(calls).toBe(0);
  });
});
