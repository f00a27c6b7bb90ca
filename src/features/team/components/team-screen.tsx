// /account/business: the team of a distributor — members and the roles that decide which
// screens and actions each member has.
import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Tabs, Text } from '@mantine/core'
import { PageHeader } from '../../../components/list-page/page-header'
import type { Action, PermissionKey } from '../../../contract/permissions'
import { useMemberList } from '../api/list-members'
import { useRoleList } from '../api/list-roles'
import type { PermissionGroup } from '../labels'
import { memberListRequest, type TeamSearch } from '../member-search'
import { MemberDrawer } from './member-drawer'
import { MemberList } from './member-list'
import { RoleDrawer } from './role-drawer'
import { RoleList } from './role-list'

export interface TeamScreenProps {
  search: TeamSearch
  onSearchChange: (change: Partial<TeamSearch>) => void
  groups: PermissionGroup[]
  holds: (key: PermissionKey, action: Action) => boolean
}

export function TeamScreen({ search, onSearchChange, groups, holds }: TeamScreenProps) {
  const { t } = useLingui()
  const tab = search.tab ?? 'members'
  const roles = useRoleList()
  const memberPage = useMemberList(memberListRequest(search))
  const close = () => onSearchChange({ edit: undefined })
  const edit = search.edit
  const memberTarget =
    tab !== 'members' || !edit
      ? null
      : edit === 'new'
        ? 'new'
        : (memberPage.data?.data.find((m) => m.id === edit) ?? null)
  const roleTarget =
    tab !== 'roles' || !edit ? null : edit === 'new' ? 'new' : (roles.data?.find((role) => role.id === edit) ?? null)

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Team management</Trans>} />
      <Text size="sm" c="dimmed">
        <Trans>
          Members sign in with their own username. Their role decides which screens and actions they have; changes apply
          the next time their account loads.
        </Trans>
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => onSearchChange({ tab: (value as TeamSearch['tab']) ?? 'members', edit: undefined })}
      >
        <Tabs.List>
          <Tabs.Tab value="members">{t`Members`}</Tabs.Tab>
          <Tabs.Tab value="roles">{t`Roles`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <MemberList search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RoleList
            roles={roles.data}
            loading={roles.isLoading}
            error={roles.error}
            onEdit={(id) => onSearchChange({ edit: id })}
          />
        </Tabs.Panel>
      </Tabs>
      <MemberDrawer target={memberTarget} roles={roles.data ?? []} onClose={close} />
      <RoleDrawer target={roleTarget} groups={groups} holds={holds} onClose={close} />
    </Stack>
  )
}
