// The frame of the public account screens (sign in, register, bind): the product's name on a
// centred card, the language switch above it; full width on a phone.
import { useLingui } from '@lingui/react'
import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { LocaleSwitch } from '../../../components/locale-switch/locale-switch'
import { productTitle } from '../../../lib/host-page'
import classes from './auth-layout.module.css'

export interface AuthLayoutProps {
  /** What this screen does, e.g. "Sign in to your account". */
  heading: ReactNode
  children: ReactNode
  /** Links below the card, e.g. to the other account screens. */
  footer?: ReactNode
}

export function AuthLayout({ heading, children, footer }: AuthLayoutProps) {
  const { i18n } = useLingui()
  return (
    <Box className={classes.page}>
      <Box className={classes.topBar}>
        <LocaleSwitch />
      </Box>
      <Box component="main" className={classes.main}>
        <Paper className={classes.card} withBorder shadow="md" radius="md" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="xs" mb="lg">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="filled" aria-hidden>
                <IconBuildingStore size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={1} size="h3">
                {productTitle(i18n.locale)}
              </Title>
            </Group>
            <Text c="dimmed" size="sm">
              {heading}
            </Text>
          </Stack>
          {children}
        </Paper>
        {footer ? <Box className={classes.footer}>{footer}</Box> : null}
      </Box>
    </Box>
  )
}
