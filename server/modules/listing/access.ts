// Who may do what on a channel's listings: the route checks `platform`; the channel's own key
// (platform_{channel}, SPEC.md §6) is checked once the channel is known from the input.

import { CHANNELS, type Channel } from '../../../src/contract/dictionaries'
import type { Action } from '../../../src/contract/permissions'
import type { SessionAccount } from '../../plugins/access-types'
import { assertPermission, hasPermission, isOwner } from '../../plugins/permissions'

export const PLATFORM_READ = [
  { key: 'platform', action: 'query' },
  { key: 'platform', action: 'get' },
] as const
export const PLATFORM_WRITE = [
  { key: 'platform', action: 'add' },
  { key: 'platform', action: 'edit' },
] as const

export function assertChannel(caller: SessionAccount, channel: Channel, actions: Action[]) {
  assertPermission(
    caller,
    actions.map((action) => ({ key: `platform_${channel}` as const, action })),
    true,
  )
}

/** The channels whose listings the caller may read (the mirrors carry only these). */
export const readableChannels = (caller: SessionAccount): Channel[] =>
  CHANNELS.filter(
    (channel) =>
      isOwner(caller) ||
      hasPermission(caller, [
        { key: `platform_${channel}` as const, action: 'query' },
        { key: `platform_${channel}` as const, action: 'get' },
      ]),
  )
