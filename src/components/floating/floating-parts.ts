// Mantine's floating and overlay components: with floating-ui, focus traps and scroll locks,
// ≈ 30 KiB gzip that no first frame needs (a menu, tooltip or drawer opens on the user's first
// hover or press). Loaded once the page is idle, or at the first intent (./use-floating-parts.ts).
export { Drawer, Menu, Modal, Popover, Select, Tooltip } from '@mantine/core'
