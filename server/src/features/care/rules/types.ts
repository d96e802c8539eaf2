/** One rule of the embedded care classifier; README.md beside this file explains the fields. */
export interface CareRule {
  /** Stable name, reported with a decision: 'crisis.suicide-word'. */
  id: string;
  kind: 'crisis' | 'health';
  /**
   * Crisis only. A strong sign decides alone; a weak one only together with another weak one
   * (two ambiguous signs in one text, such as "when I'm gone" and "I've decided"). Default strong.
   */
  weight?: 'strong' | 'weak';
  /** Crisis only: which help to offer first. Default 'self'. */
  topic?: 'self' | 'abuse';
  /** Any one of these patterns matching is the sign. */
  patterns: readonly string[];
  /** The sign does not count when this pattern follows the match. */
  notFollowedBy?: string;
  /** The sign does not count when this pattern comes right before the match. */
  notPrecededBy?: string;
  /** The sign does not count when 'not', 'never' or 'no' comes in the three words before it. */
  negatable?: boolean;
  /** The sign counts only when one of these patterns also matches somewhere in the text. */
  alsoNeeds?: readonly string[];
  /** A strong sign counts as weak when this pattern matches somewhere in the text. */
  weakWhen?: string;
  /** Why the rule exists, with the kind of text it is for. */
  note: string;
}
