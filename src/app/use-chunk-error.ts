// The chunk-load failure reported so far, as React state.
import { useSyncExternalStore } from 'react'
import { type ChunkLoadError, currentChunkError, subscribeChunkError } from './chunk-errors'

export function useChunkError(): ChunkLoadError | null {
  return useSyncExternalStore(subscribeChunkError, currentChunkError, () => null)
}
