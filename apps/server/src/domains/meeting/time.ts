import { BUSINESS_UTC_OFFSET_HOURS } from '@app/contract/constants';

/**
 * Business dates are read in Asia/Shanghai (UTC+8, no daylight saving): the 1–24 confirmation
 * days, "end of the deadline day", the days of a meeting. Date columns hold that local date.
 */
const OFFSET_MS = BUSINESS_UTC_OFFSET_HOURS * 3_600_000;
export const DAY_MS = 86_400_000;

const shifted = (d: Date) => new Date(d.getTime() + OFFSET_MS);

/** 'YYYY-MM-DD' of the instant in business time. */
export const localDay = (d: Date) => shifted(d).toISOString().slice(0, 10);

export const dayOfMonth = (d: Date) => shifted(d).getUTCDate();

/** The first instant of a business-local date. */
export const startOfLocalDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - OFFSET_MS);

/** The last millisecond of a business-local date. */
export const endOfLocalDay = (isoDate: string) => new Date(startOfLocalDay(isoDate).getTime() + DAY_MS - 1);

/** 'YYYY-MM-DD HH:mm' in business time, for messages. */
export const localMinute = (d: Date) => shifted(d).toISOString().slice(0, 16).replace('T', ' ');
