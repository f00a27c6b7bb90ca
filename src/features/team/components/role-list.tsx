// The roles tab of /account/business: each role with how many members hold it and how many
// screens it opens; create, edit and delete where the caller may.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconLock, IconPlus } from '@tabler/icons-react'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import type { TeamRole } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useDeleteRole } from '../api/role-calls'

export interface RoleListProps {
  roles: TeamRole[] | undefined
  loading: boolean
  error: unknown
  onEdit: (id: 'new' | string) => void
}

export function RoleList({ roles, loading, error, onEdit }: RoleListProps) {
  const { t } = useLingui()
  const can = useAccess()
  const remove = useDeleteRole()
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>
  if (loading || !roles) return <Loader size="sm" />

  const onDelete = async (role: TeamRole) => {
    const ok = await confirm({
      title: t`Delete role ${role.name}?`,
      message: t`The role is removed for good.`,
      confirmLabel: t`Delete`,
      danger: true,
    })
    if (!ok) return
    remove.mutate(
      { id: role.id, version: role.version },
      {
        onSuccess: () => notifySuccess(t`Role ${role.name} deleted`),
        onError: (failure) => notifyFailure(errorMessage(failure)),
      },
    )
  }

  return (
    <Stack gap="md">
      {can('customer.add') ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => onEdit('new')}>
            <Trans>Add role</Trans>
          </Button>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[...roles]
          .sort((a, b) => Number(b.owner) - Number(a.owner))
          .map((role) => (
            <Card key={role.id} withBorder padding="md" aria-label={role.name} component="section">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} truncate>
                    {role.name}
                  </Text>
                  {role.owner ? (
                    <Badge leftSection={<IconLock size={12} />} variant="light">
                      <Trans>Owner</Trans>
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  <Plural value={role.memberCount} one="# member" other="# members" /> ·{' '}
                  <Plural value={role.permissions.length} one="# permission" other="# permissions" />
                </Text>
                {role.owner ? (
                  <Text size="xs" c="dimmed">
                    <Trans>Always holds every permission</Trans>
                  </Text>
                ) : !role.manageable ? (
                  <Text size="xs" c="dimmed">
                    <Trans>Holds permissions you do not have</Trans>
                  </Text>
                ) : null}
                <Group gap="xs" mt={4}>
                  {role.manageable && can('customer.edit') ? (
                    <Button size="compact-sm" variant="light" onClick={() => onEdit(role.id)}>
                      <Trans>Edit</Trans>
                    </Button>
                  ) : (
                    <Button size="compact-sm" variant="subtle" onClick={() => onEdit(role.id)}>
                      <Trans>View</Trans>
                    </Button>
                  )}
                  {role.manageable && can('customer.delete') ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={role.memberCount > 0}
                      title={role.memberCount > 0 ? t`Give its members another role first` : undefined}
                      onClick={() => void onDelete(role)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
    </Stack>
  )
}
