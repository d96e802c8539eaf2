/** SPEC.md: the plan 'month' or 'monthly' displays as Monthly. */
export function planName(plan: string | null | undefined): string {
  if (plan === 'month' || plan === 'monthly') return 'Monthly';
  if (plan === 'year' || plan === 'annual') return 'Annual';
  return plan ?? '';
}

/** A calm, readable date ('March 3, 2027'), or a dash when there is none. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}
