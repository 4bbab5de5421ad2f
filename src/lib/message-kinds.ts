/**
 * What a 站内信 is about. review: a review decision; waitlist: a waitlisted person got a seat;
 * reminder: a joined activity starts soon; change: its time, place or online link changed.
 */
export const MESSAGE_KINDS = ['review', 'system', 'waitlist', 'reminder', 'change'] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];
