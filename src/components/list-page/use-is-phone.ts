// SPEC.md §9: under 576 px is a phone, where lists become cards.
import { useMediaQuery } from '@mantine/hooks'
import { BREAKPOINT_TABLET_PX } from '../../contract/constants'

export const PHONE_QUERY = `(max-width: ${BREAKPOINT_TABLET_PX - 0.02}px)`

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false
}
