// The header's and sync panel's view of a storage loss of the bound account (src/db/storage-loss.ts).
import { useEffect, useState } from 'react'
import { getAccountDb, subscribeAccountDb } from '../../db/current'
import { acknowledgeStorageLoss, onStorageLossChange, readStorageLoss, type StorageLoss } from '../../db/storage-loss'

export function useStorageLoss(): { loss: StorageLoss | null; acknowledge: () => void } {
  const [accountId, setAccountId] = useState(() => getAccountDb()?.accountId ?? null)
  const [loss, setLoss] = useState<StorageLoss | null>(() => (accountId ? readStorageLoss(accountId) : null))
  useEffect(() => subscribeAccountDb((db) => setAccountId(db?.accountId ?? null)), [])
  useEffect(() => {
    const read = () => setLoss(accountId ? readStorageLoss(accountId) : null)
    read()
    return onStorageLossChange(read)
  }, [accountId])
  return { loss, acknowledge: () => accountId && acknowledgeStorageLoss(accountId) }
}
