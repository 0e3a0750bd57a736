// Device info (device, browser, platform, mobile_device) from the user agent, with bowser's patterns.
import Bowser from 'bowser';

export interface DeviceInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  platform: 'android' | 'ios' | null;
  mobile_device: boolean;
}

export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const parser = Bowser.getParser(userAgent || 'unknown');
  const os = parser.getOSName(true);
  const type = parser.getPlatformType(true);
  let platform: DeviceInfo['platform'] = os === 'android' ? 'android' : os === 'ios' ? 'ios' : null;
  let device: DeviceInfo['device'] = type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  // iPadOS 13+ reports itself as desktop Safari on macOS; touch points give it away.
  if (os === 'macos' && maxTouchPoints > 1) {
    device = 'tablet';
    platform = 'ios';
  }
  return {
    device,
    browser: parser.getBrowserName(true) || 'unknown',
    platform,
    mobile_device: device !== 'desktop',
  };
}
