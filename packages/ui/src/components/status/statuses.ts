import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The list filter choices of SPEC.md §4 ('All' plus the statuses), each as the API spells the status. */
export type StatusFilterValue =
  'ALL' | 'ACTIVE' | 'PAUSED' | 'INACTIVE' | 'UNKNOWN' | 'NOT_VERIFIED' | 'CREATING' | 'APPLIED' | 'PENDING' | 'REJECT';

export const statusMessages = defineMessages({
  ALL: { id: 'ui.status.all', defaultMessage: 'All' },
  ACTIVE: { id: 'ui.status.active', defaultMessage: 'Active' },
  PAUSED: { id: 'ui.status.paused', defaultMessage: 'Paused' },
  INACTIVE: { id: 'ui.status.inactive', defaultMessage: 'Inactive' },
  UNKNOWN: { id: 'ui.status.unknown', defaultMessage: 'Unknown' },
  NOT_VERIFIED: { id: 'ui.status.notVerified', defaultMessage: 'Not verified' },
  CREATING: { id: 'ui.status.creating', defaultMessage: 'Creating' },
  APPLIED: { id: 'ui.status.applied', defaultMessage: 'Applied' },
  PENDING: { id: 'ui.status.pending', defaultMessage: 'Pending' },
  REJECT: { id: 'ui.status.reject', defaultMessage: 'Rejected' },
});

const COLORS: Record<string, string> = {
  ACTIVE: 'green',
  PAUSED: 'orange',
  INACTIVE: 'default',
  NOT_VERIFIED: 'gold',
  CREATING: 'blue',
  APPLIED: 'blue',
  PENDING: 'gold',
  REJECT: 'red',
};

export function statusLabel(status: string): MessageDescriptor {
  return statusMessages[status as keyof typeof statusMessages] ?? statusMessages.UNKNOWN;
}

export function statusColor(status: string): string {
  return COLORS[status] ?? 'default';
}
