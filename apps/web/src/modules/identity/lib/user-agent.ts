/** Browser and system names from a User-Agent string, for the sessions list (brand names, not translated). */
export function describeUserAgent(agent: string | null): { browser: string | null; os: string | null } {
  if (!agent) return { browser: null, os: null };
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : null;
  const os = /Windows/.test(agent)
    ? 'Windows'
    : /(iPhone|iPad|iPod)/.test(agent)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(agent)
        ? 'macOS'
        : /Android/.test(agent)
          ? 'Android'
          : /CrOS/.test(agent)
            ? 'ChromeOS'
            : /Linux/.test(agent)
              ? 'Linux'
              : null;
  return { browser, os };
}

export { formatDateTime } from '../../../shared/lib/format';
