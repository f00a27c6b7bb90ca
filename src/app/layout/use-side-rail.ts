// Whether the side rail of narrower desktops and landscape tablets is expanded: per device (this
// browser's localStorage, not the account's view settings, since a laptop and a tablet differ), and
// followed across this browser's tabs. Collapsed until the person expands it: at 1024 px the page
// needs the width more than the menu its labels.
import { useLocalStorage } from '@mantine/hooks'
import { STORAGE_KEYS } from '../../lib/storage-keys'

export function useSideRail(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sideRail,
    defaultValue: false,
    getInitialValueInEffect: false,
    // A value written by hand or by an older build reads as collapsed rather than breaking the shell.
    deserialize: (value) => value === 'true',
    serialize: (value) => String(value),
  })
  return [open, () => setOpen((current) => !current)]
}
