const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * When a post or comment was made, as a person says it: 'Just now' under a minute, then
 * '5 minutes ago', '3 hours ago', 'Yesterday', '4 days ago', and the date after a week.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = now.getTime() - then.getTime();
  // A clock a little ahead of ours still reads as just now.
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return capitalise(relative.format(-Math.floor(elapsed / DAY), 'day'));
  const sameYear = then.getFullYear() === now.getFullYear();
  return then.toLocaleDateString('en', { month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** 'Joined today', 'Joined yesterday', 'Joined 3 days ago', then 'Joined March 2027'. */
export function joinedLabel(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 'Joined';
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < DAY && then.getDate() === now.getDate()) return 'Joined today';
  if (elapsed < 30 * DAY) {
    const days = Math.max(1, Math.round(elapsed / DAY));
    return `Joined ${relative.format(-days, 'day')}`;
  }
  return `Joined ${then.toLocaleDateString('en', { month: 'long', year: 'numeric' })}`;
}
