import { useSyncExternalStore } from 'react'
import { type MirrorActivity, mirrorActivity } from '../../db/mirror/activity'
import { type DrainActivity, getDrainActivity, onDrainActivity } from '../../db/outbox/signal'

export function useMirrorActivity(): MirrorActivity {
  return useSyncExternalStore(mirrorActivity.subscribe, mirrorActivity.get, mirrorActivity.get)
}

export function useDrainActivity(): DrainActivity {
  return useSyncExternalStore(onDrainActivity, getDrainActivity, getDrainActivity)
}
