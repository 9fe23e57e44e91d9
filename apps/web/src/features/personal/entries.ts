import type { IconName } from './components/icons';

export interface Entry {
  /** Key under `entry.` in the personal namespace. */
  key: string;
  icon: IconName;
  to: string;
}

/**
 * The personal areas, by group of five (one row each) (§2 Personal and Orders). Many targets are built by later issues;
 * the route table already knows them, and the guard sends visitors to login first.
 */
export const ENTRY_GROUPS: { key: string; entries: Entry[] }[] = [
  {
    key: 'orders',
    entries: [
      { key: 'attend', icon: 'ticket', to: '/personal/attend' },
      { key: 'paper', icon: 'paper', to: '/personal/paper' },
      { key: 'sci', icon: 'journal', to: '/personal/sci' },
      { key: 'trans', icon: 'translate', to: '/personal/trans' },
      { key: 'check', icon: 'check', to: '/check/checkOrderList' },
    ],
  },
  {
    key: 'assets',
    entries: [
      { key: 'wallet', icon: 'wallet', to: '/wallet/myAccount' },
      { key: 'coupon', icon: 'coupon', to: '/personal/coupon' },
      { key: 'credits', icon: 'coin', to: '/personal/credits' },
      { key: 'members', icon: 'crown', to: '/personal/members' },
      { key: 'invoice', icon: 'receipt', to: '/personal/invoice' },
    ],
  },
  {
    key: 'services',
    entries: [
      { key: 'messages', icon: 'bell', to: '/personal/systemMsg' },
      { key: 'collections', icon: 'star', to: '/myCollection' },
      { key: 'address', icon: 'pin', to: '/address/addressList' },
      { key: 'resume', icon: 'card', to: '/personal/resume' },
      { key: 'thinkTank', icon: 'bulb', to: '/peerReview/taskCenter/index' },
    ],
  },
];

/** Profile settings sit in the header's corner, where people look for them. */
export const SETTINGS_ENTRY: Entry = { key: 'settings', icon: 'gear', to: '/personal/setInfoList' };

export const STAFF_ENTRY: Entry = { key: 'staff', icon: 'shield', to: '/staff' };
