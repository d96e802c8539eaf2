/** Intention options of the register form and reading categories. */
export const INTENTIONS = ['Love', 'Career', 'Health', 'Other'] as const;
export type Intention = (typeof INTENTIONS)[number];
