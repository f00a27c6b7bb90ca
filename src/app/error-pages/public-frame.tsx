// The frame of pages outside the layout (error pages, status page): the product name and the language.
import { Box, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { LocaleSwitch } from '../../components/locale-switch/locale-switch'
import classes from '../layout/layout.module.css'
import { Logo } from '../layout/logo'

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.main}>
      <Group
        justify="space-between"
        px="md"
        h={56}
        wrap="nowrap"
        bg="var(--mantine-color-body)"
        style={{ boxShadow: '0 1px 4px rgb(0 21 41 / 8%)' }}
      >
        <Logo />
        <LocaleSwitch />
      </Group>
      <Box component="main">{children}</Box>
    </div>
  )
}
