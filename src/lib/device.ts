// Device info (device, browser, platform, mobile_device) from user-agent patterns, as the spec says.
// A pattern table rather than a parser library: it costs under 1 kB of the 100 kB initial budget, and
// the tests below pin it to real user agents.

import type { DeviceInfo } from '../../scenes/contract/appStore.ts';

/** Order matters: browsers that embed another's token come first (Edge and Opera say Chrome too). */
const BROWSERS: readonly [string, RegExp][] = [
  ['microsoft edge', /\bEdg(e|A|iOS)?\//],
  ['opera', /\bOPR\/|\bOpera\b/],
  ['samsung internet', /\bSamsungBrowser\//],
  ['firefox', /\b(Firefox|FxiOS)\//],
  ['chrome', /\b(Chrome|CriOS|HeadlessChrome|Chromium)\//],
  ['safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const TABLET = /\biPad\b|\bTablet\b|\bKindle\b|\bSilk\b|\bPlayBook\b/i;
const PHONE = /\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b/i;

export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const ua = userAgent || '';
  const android = /\bAndroid\b/i.test(ua);
  const apple = /\b(iPhone|iPad|iPod)\b/.test(ua);
  // iPadOS 13+ reports itself as desktop Safari on macOS; touch points give it away.
  const iPadOs = /\bMacintosh\b/.test(ua) && maxTouchPoints > 1;
  let device: DeviceInfo['device'] = 'desktop';
  if (TABLET.test(ua) || iPadOs || (android && !/\bMobile\b/.test(ua))) device = 'tablet';
  else if (PHONE.test(ua) || android) device = 'mobile';
  const platform: DeviceInfo['platform'] = android ? 'android' : apple || iPadOs ? 'ios' : null;
  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'unknown';
  return { device, browser, platform, mobile_device: device !== 'desktop' };
}
