// A session's device as a person recognises it, « Chrome sur Windows », read from
// its User-Agent. A small table rather than a library: the licence of the usual one (ua-parser-js 2)
// is AGPL, and the page needs only the browser and the system, never a version.

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** « Chrome sur Windows », « Safari sur iPhone », « Firefox », or « Appareil inconnu ». */
export const deviceLabel = (userAgent: string | null | undefined): string => {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? 'Appareil inconnu';
};

/** GET /api/profile/sessions: one of the person's open sessions. */
export type SessionView = {
  id: string;
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  /** The session of the request: « Cet appareil ». */
  current: boolean;
};
