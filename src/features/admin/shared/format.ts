/**
 * Dates of the admin tables. The server sends join dates as calendar days ('2026-03-02') and activity as
 * instants ('2026-11-21T09:12:00Z'): a calendar day is shown as that day everywhere (read in UTC, so no time
 * zone moves it to the day before), an instant in the viewer's time zone.
 */
import { relativeTime } from '@/lib/format';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const localDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The moment a server date stands for (a calendar day: its UTC midnight), or null when it is not a date. */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const day = CALENDAR_DAY.exec(text);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A sortable number for a server date; null (sorted last) when missing or invalid. */
export function dateSortValue(value: string | null | undefined): number | null {
  return parseServerDate(value)?.getTime() ?? null;
}

/** '2 Mar 2026'. Unreadable values are shown as sent; missing ones as ''. */
export function formatDay(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const date = parseServerDate(value);
  if (date === null) return value;
  return CALENDAR_DAY.test(value.trim()) ? dayFormat.format(date) : localDayFormat.format(date);
}

/** '09:12' in the viewer's time zone; '' for a calendar day or a value that is not a date. */
export function formatTime(value: string | null | undefined): string {
  if (typeof value !== 'string' || CALENDAR_DAY.test(value.trim())) return '';
  const date = parseServerDate(value);
  return date === null ? '' : timeFormat.format(date);
}

/** 'Just now', '3 hours ago'… for a past moment; '' when the value is not a date. */
export function formatAgo(value: string | null | undefined, now: Date = new Date()): string {
  const date = parseServerDate(value);
  return date === null ? '' : relativeTime(date, now);
}
