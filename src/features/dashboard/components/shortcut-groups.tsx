// The workplace's quick access: one card per menu group the user may open, with its entries.
import { Trans } from '@lingui/react/macro'
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { LinkComponent, ShortcutGroup } from '../../../lib/shortcut-types'
import classes from './shortcut-groups.module.css'

interface ShortcutGroupsProps {
  groups: ShortcutGroup[]
  LinkComponent: LinkComponent
}

export function ShortcutGroups({ groups, LinkComponent }: ShortcutGroupsProps) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md" fw={600}>
        <Trans>Quick access</Trans>
      </Title>
      {groups.length === 0 ? (
        <Paper p="lg" radius="md" withBorder>
          <Text c="dimmed" size="sm">
            <Trans>Your role does not open any screen yet. Ask the owner of your account to grant permissions.</Trans>
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {groups.map((group) => (
            <Paper key={group.key} p="md" radius="md" withBorder className={classes.card}>
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  {group.icon ? <group.icon size={20} stroke={1.6} /> : null}
                </ThemeIcon>
                <Text fw={600}>{group.title}</Text>
              </Group>
              <Stack gap="xs">
                {group.sections.map((section) => (
                  <div key={section.key}>
                    {section.title ? (
                      <Text size="xs" c="dimmed" fw={500} mb={2}>
                        {section.title}
                      </Text>
                    ) : null}
                    <div className={classes.links}>
                      {section.links.map((link) => (
                        <LinkComponent key={link.key} to={link.to} external={link.external} className={classes.link}>
                          {link.title}
                          {link.external ? <IconExternalLink size={12} aria-hidden /> : null}
                        </LinkComponent>
                      ))}
                    </div>
                  </div>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
