// The members tab of /account/business: search, status filter, the list (cards on phones) and
// the row actions the caller may take (edit, enable/disable, reset password).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Menu, Select, Stack, Text } from '@mantine/core'
import { IconDots, IconPlus } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import type { TeamMember } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useMemberList } from '../api/list-members'
import { useMemberStatus } from '../api/member-calls'
import { memberListRequest, type TeamSearch } from '../member-search'
import { EnabledBadge } from './member-status-badge'
import { ResetPasswordModal } from './reset-password-modal'

export interface MemberListProps {
  search: TeamSearch
  onSearchChange: (change: Partial<TeamSearch>) => void
}

export function MemberList({ search, onSearchChange }: MemberListProps) {
  const { t } = useLingui()
  const can = useAccess()
  const request = memberListRequest(search)
  const query = useMemberList(request)
  const status = useMemberStatus()
  const [resetting, setResetting] = useState<TeamMember | null>(null)

  const toggle = async (member: TeamMember) => {
    const enabled = !member.enabled
    if (!enabled) {
      const ok = await confirm({
        title: t`Disable ${member.name}?`,
        message: t`${member.username} is signed out at once and cannot sign in until enabled again.`,
        confirmLabel: t`Disable`,
        danger: true,
      })
      if (!ok) return
    }
    status.mutate(
      { id: member.id, enabled, version: member.version },
      {
        onSuccess: () => notifySuccess(enabled ? t`${member.name} is enabled` : t`${member.name} is disabled`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  }

  const actions = (member: TeamMember) => {
    const canEdit = member.manageable && can('customer.edit')
    const canToggle = member.manageable && !member.self && can(member.enabled ? 'customer.disable' : 'customer.enable')
    if (!canEdit && !canToggle) return null
    return (
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            rightSection={<IconDots size={14} />}
            aria-label={t`Actions for ${member.username}`}
          >
            <Trans>Actions</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit ? (
            <Menu.Item onClick={() => onSearchChange({ edit: member.id })}>
              <Trans>Edit</Trans>
            </Menu.Item>
          ) : null}
          {canToggle ? (
            <Menu.Item color={member.enabled ? 'red' : undefined} onClick={() => void toggle(member)}>
              {member.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
            </Menu.Item>
          ) : null}
          {canEdit && !member.self ? (
            <Menu.Item onClick={() => setResetting(member)}>
              <Trans>Reset password</Trans>
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    )
  }

  const columns: DataTableColumn<TeamMember>[] = [
    { accessor: 'username', title: t`Username` },
    { accessor: 'name', title: t`Name` },
    { accessor: 'phone', title: t`Phone`, render: (member) => member.phone || '—' },
    { accessor: 'roleName', title: t`Role` },
    { accessor: 'enabled', title: t`Status`, render: (member) => <EnabledBadge enabled={member.enabled} /> },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Username, name or phone`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
          <Select
            label={t`Status`}
            w={{ base: '100%', sm: 160 }}
            clearable
            value={search.status ?? null}
            onChange={(value) => onSearchChange({ status: (value as TeamSearch['status']) ?? undefined })}
            data={[
              { value: 'enabled', label: t`Enabled` },
              { value: 'disabled', label: t`Disabled` },
            ]}
          />
        </Group>
        {can('customer.add') ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => onSearchChange({ edit: 'new' })}>
            <Trans>Add member</Trans>
          </Button>
        ) : null}
      </Group>
      <DataList<TeamMember>
        {...listQueryProps(query)}
        label={t`Team members`}
        columns={columns}
        {...listControls<TeamMember>({ request, onChange: onSearchChange })}
        emptyText={<Trans>No team members yet</Trans>}
        renderCard={(member) => (
          <Card withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{member.name}</Text>
                <Text size="sm" c="dimmed">
                  {member.username} · {member.roleName}
                </Text>
                {member.phone ? <Text size="sm">{member.phone}</Text> : null}
              </Stack>
              <Stack gap={6} align="flex-end">
                <EnabledBadge enabled={member.enabled} />
                {actions(member)}
              </Stack>
            </Group>
          </Card>
        )}
      />
      <ResetPasswordModal member={resetting} onClose={() => setResetting(null)} />
    </Stack>
  )
}
