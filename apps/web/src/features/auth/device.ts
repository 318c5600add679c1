/** What the login calls tell the server about the device (docs/product.md §7 deviceName, systemVersion). */
export interface DeviceDescription {
  deviceName: string;
  systemVersion: string;
}

export function describeDevice(userAgent: string): DeviceDescription {
  const android = /Android\s([\d.]+)(?:;\s*([^;)]+))?/.exec(userAgent);
  if (android) {
    const model = android[2]?.trim();
    return {
      deviceName: model && model !== 'K' ? model : 'Android',
      systemVersion: `Android ${android[1]}`,
    };
  }
  const ios = /(iPhone|iPad).*?OS\s([\d_]+)/.exec(userAgent);
  if (ios) return { deviceName: ios[1]!, systemVersion: `iOS ${ios[2]!.replace(/_/g, '.')}` };
  if (/Windows/.test(userAgent)) return { deviceName: 'Web', systemVersion: 'Windows' };
  if (/Mac OS X/.test(userAgent)) return { deviceName: 'Web', systemVersion: 'macOS' };
  if (/Linux/.test(userAgent)) return { deviceName: 'Web', systemVersion: 'Linux' };
  return { deviceName: 'Web', systemVersion: 'unknown' };
}
