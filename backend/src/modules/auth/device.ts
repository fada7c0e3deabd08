/** Browsers in the order their tokens must be looked for (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];
const TOOLS = /^(curl|Wget|python-requests|node-fetch|undici|PostmanRuntime|HTTPie)\b/i;

/**
 * A short name for the device a session signed in from ("Firefox on macOS"), read from its
 * User-Agent header. Only for people to recognise their sessions by: the header is the client's
 * own claim. A handful of patterns, not a full parser: an unknown agent is "Unknown browser".
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  if (agent.trim() === '') return 'Unknown device';
  const tool = TOOLS.exec(agent);
  if (tool) return tool[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser) return system ? `Browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}
