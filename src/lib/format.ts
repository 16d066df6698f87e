/**
 * Display formatting shared by the dashboards: points, percentages, initials, relative times and money.
 * Every function is total: bad input gives a harmless fallback instead of throwing or printing 'NaN'.
 */

const LOCALE = 'en-US';

const decimalFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Formats a finite number with 2 decimals and thousands grouping, never printing '-0.00'. */
function twoDecimals(value: number): string {
  const text = decimalFormat.format(value);
  return /^-0\.00$/.test(text) ? '0.00' : text;
}

/** Reads a number out of a number or a numeric string ('' and whitespace-only strings are not numbers). */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Points to 2 decimals with thousands grouping: 1240.5 → '1,240.50'. Anything not finite → '0.00'. */
export function formatPoints(value: number | string | null | undefined): string {
  return twoDecimals(toFiniteNumber(value) ?? 0);
}

/**
 * A percentage clamped to 0..100 (progress bars). Numeric strings are accepted (the server may send '45.5');
 * NaN, non-numeric values and missing values give 0; +Infinity clamps to 100.
 */
export function clampPercent(value: unknown): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value.trim());
  else return 0;
  if (Number.isNaN(number)) return 0;
  return Math.min(100, Math.max(0, number));
}

/** Uppercase initials of the first two words of a name: 'ada lovelace byron' → 'AL'; nothing usable → '?'. */
export function initials(name: string | null | undefined): string {
  if (typeof name !== 'string') return '?';
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return letters === '' ? '?' : letters;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

function toDate(date: string | number | Date): Date | null {
  let parsed: Date;
  if (date instanceof Date) parsed = date;
  else if (typeof date === 'number' || typeof date === 'string') {
    if (typeof date === 'string' && date.trim() === '') return null;
    parsed = new Date(date);
  } else return null;
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * How long ago a moment was (spec point 9): under 60 s (or in the future) 'Just now'; then minutes, hours,
 * days (under 7 days), weeks (under 30 days), months of 30 days (under 365 days, at most 11), and
 * 'Over a year ago'. Invalid dates give ''.
 */
export function relativeTime(date: string | number | Date, now: Date = new Date()): string {
  const then = toDate(date);
  const reference = toDate(now);
  if (then === null || reference === null) return '';
  const elapsed = reference.getTime() - then.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.min(11, Math.floor(days / 30)), 'month');
  return 'Over a year ago';
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

let knownCurrencies: ReadonlySet<string> | null | undefined;

/** The ISO 4217 codes this runtime knows, or null when the runtime cannot list them. */
function supportedCurrencies(): ReadonlySet<string> | null {
  if (knownCurrencies === undefined) {
    try {
      knownCurrencies = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      knownCurrencies = null;
    }
  }
  return knownCurrencies;
}

function currencyFormat(code: string): Intl.NumberFormat | null {
  const cached = currencyFormats.get(code);
  if (cached) return cached;
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const known = supportedCurrencies();
  if (known !== null && !known.has(code)) return null;
  try {
    const wide = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    // en-US prints a bare code for currencies it has no symbol of its own for ('NGN 750.00'): the narrow symbol
    // ('₦750.00') is what a reader expects when the reply names only the code.
    const bare = wide.formatToParts(1).some((part) => part.type === 'currency' && part.value === code);
    const format = bare
      ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      : wide;
    currencyFormats.set(code, format);
    return format;
  } catch {
    return null;
  }
}

/**
 * Money in en-US style: formatMoney(100, 'USD') → '$100.00'. When the code is missing, malformed or unknown,
 * falls back to the given symbol (or none) and the amount with 2 decimals: formatMoney(5, 'ABC', '₦') → '₦5.00'.
 * When en-US has no symbol of its own for a known code (it would print 'NGN 5.00'), the narrow symbol is used
 * ('₦5.00'); when even that is the bare code and a symbol is given, the given symbol wins. Non-finite amounts count as 0.
 */
export function formatMoney(amount: number, currencyCode?: string, symbol?: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const code = typeof currencyCode === 'string' ? currencyCode.trim().toUpperCase() : '';
  const format = code === '' ? null : currencyFormat(code);
  if (format !== null) {
    const parts = format.formatToParts(value);
    const shownCurrency = parts.find((part) => part.type === 'currency')?.value;
    if (!(symbol && shownCurrency === code)) {
      const text = parts.map((part) => part.value).join('');
      return /^-\D*0\.00$/.test(text) ? text.replace('-', '') : text;
    }
  }
  const digits = twoDecimals(value);
  const negative = digits.startsWith('-');
  return `${negative ? '-' : ''}${symbol ?? ''}${negative ? digits.slice(1) : digits}`;
}
