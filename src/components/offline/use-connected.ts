// One answer to "can this page talk to the server now?" for the header and the screens: the
// browser has a network and the last request got an answer (src/lib/server-reach.ts). The browser
// alone is not enough: with the Wi-Fi up and the server gone, or a browser that still reports
// onLine after an offline reload, only a failed request tells.
import { useNetwork } from '@mantine/hooks'
import { useSyncExternalStore } from 'react'
import { isServerReachable, onReachChange } from '../../lib/server-reach'

export function useConnected(): boolean {
  const { online } = useNetwork()
  const reachable = useSyncExternalStore(onReachChange, isServerReachable, isServerReachable)
  return online && reachable
}
