/**
 * What the cookie policy lists (spec §2 /legal/cookies, §3 "Cookie policy row", §9 durations): every cookie and
 * browser storage entry the app uses, with its type, how long it stays and why.
 */
import { msg } from '@lingui/core/macro';
import {
  COMPLETE_PROFILE_LATER_KEY,
  CONFIGURATION_KEY,
  COOKIE_NOTICE_DISMISSED_KEY,
  SESSION_KEY,
  type MessageDescriptor,
} from '~/domain';

export interface CookieRow {
  cookie: string;
  type: MessageDescriptor;
  duration: MessageDescriptor;
  description: MessageDescriptor;
}

const TECHNICAL = msg({ id: 'cookies.type.technical', message: 'Technical (necessary)' });
const PREFERENCES = msg({ id: 'cookies.type.preferences', message: 'Preferences (necessary)' });
const ANALYTICS = msg({ id: 'cookies.type.analytics', message: 'Analytics (only with your consent)' });

export const DURATIONS = {
  session: msg({ id: 'cookies.duration.session', message: 'Session' }),
  day: msg({ id: 'cookies.duration.1_day', message: '1 day' }),
  month: msg({ id: 'cookies.duration.1_month', message: '1 month' }),
  elevenMonths: msg({ id: 'cookies.duration.11_months', message: '11 months' }),
  twoYears: msg({ id: 'cookies.duration.2_years', message: '2 years' }),
} as const;

export const COOKIE_ROWS: readonly CookieRow[] = [
  {
    cookie: SESSION_KEY,
    type: TECHNICAL,
    duration: DURATIONS.month,
    description: msg({
      id: 'cookies.row.session',
      message:
        'Keeps you signed in on this device: your access token, your profile and the club you use. Removed when you log out.',
    }),
  },
  {
    cookie: CONFIGURATION_KEY,
    type: PREFERENCES,
    duration: DURATIONS.elevenMonths,
    description: msg({
      id: 'cookies.row.configuration',
      message: 'Remembers your language and whether you accepted cookies, so we do not ask you again.',
    }),
  },
  {
    cookie: COOKIE_NOTICE_DISMISSED_KEY,
    type: TECHNICAL,
    duration: DURATIONS.session,
    description: msg({
      id: 'cookies.row.notice',
      message: 'Remembers that you closed the cookie notice, until you close the browser tab.',
    }),
  },
  {
    cookie: COMPLETE_PROFILE_LATER_KEY,
    type: TECHNICAL,
    duration: DURATIONS.session,
    description: msg({
      id: 'cookies.row.profile_later',
      message: 'Remembers that you chose to complete your profile later, until you close the browser tab.',
    }),
  },
  {
    cookie: '_ga',
    type: ANALYTICS,
    duration: DURATIONS.twoYears,
    description: msg({
      id: 'cookies.row.ga',
      message: 'Google Analytics: tells visits from different browsers apart, without identifying you.',
    }),
  },
  {
    cookie: '_ga_<ID>',
    type: ANALYTICS,
    duration: DURATIONS.twoYears,
    description: msg({ id: 'cookies.row.ga_id', message: 'Google Analytics: keeps the state of your visit.' }),
  },
  {
    cookie: '_gid',
    type: ANALYTICS,
    duration: DURATIONS.day,
    description: msg({
      id: 'cookies.row.gid',
      message: 'Google Analytics: tells visits apart during one day.',
    }),
  },
];
