// The product category tree (root pid 0): pick a category to filter the models; add, rename and
// delete categories (a category with child nodes cannot be deleted — the server says so).
import { useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Menu,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import { useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import type { ProductCategoryNode } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useCategoryTree } from '../api/goods-options'
import { useRemoveCategory, useSaveCategory } from '../api/products'

export interface CategoryTreeProps {
  selected: string | undefined
  onSelect: (id: string | undefined) => void
  canEdit: boolean
  canDelete: boolean
}

type Editing = { id?: string; pid: string; title: string; version?: number } | null

export function CategoryTree({ selected, onSelect, canEdit, canDelete }: CategoryTreeProps) {
  const { t } = useLingui()
  const tree = useCategoryTree()
  const save = useSaveCategory()
  const remove = useRemoveCategory()
  const [editing, setEditing] = useState<Editing>(null)

  const onRemove = async (node: ProductCategoryNode) => {
    if (!(await confirm({ title: t`Delete category`, message: t`Delete ${node.title}?`, danger: true }))) return
    remove.mutate(node.id, {
      onSuccess: () => {
        notifySuccess(t`Deleted`)
        if (selected === node.id) onSelect(undefined)
      },
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const renderNode = (node: ProductCategoryNode) => (
    <NavLink
      key={node.id}
      label={node.title}
      description={node.productCount > 0 ? t`${node.productCount} models` : undefined}
      active={selected === node.id}
      defaultOpened
      onClick={() => onSelect(node.id)}
      rightSection={
        canEdit || canDelete ? (
          <Menu withinPortal position="bottom-end">
            <Menu.Target>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={t`Category actions: ${node.title}`}
                onClick={(event) => event.stopPropagation()}
              >
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
              {canEdit && (
                <Menu.Item onClick={() => setEditing({ pid: node.id, title: '' })}>{t`Add child category`}</Menu.Item>
              )}
              {canEdit && (
                <Menu.Item
                  onClick={() => setEditing({ id: node.id, pid: node.pid, title: node.title, version: undefined })}
                >
                  {t`Rename`}
                </Menu.Item>
              )}
              {canDelete && (
                <Menu.Item color="red" onClick={() => void onRemove(node)}>
                  {t`Delete`}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : undefined
      }
      childrenOffset={16}
    >
      {node.children.length > 0 ? node.children.map(renderNode) : undefined}
    </NavLink>
  )

  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600} size="sm">{t`Categories`}</Text>
          {canEdit && (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ pid: '0', title: '' })}>
              {t`Add`}
            </Button>
          )}
        </Group>
        {editing && (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              save.mutate(
                { id: editing.id, pid: editing.pid, title: editing.title.trim() },
                { onSuccess: () => setEditing(null) },
              )
            }}
          >
            <Stack gap={4}>
              <TextInput
                size="xs"
                autoFocus
                aria-label={t`Category name`}
                placeholder={t`Category name`}
                maxLength={60}
                value={editing.title}
                onChange={(event) => {
                  const title = event.currentTarget.value
                  setEditing((current) => current && { ...current, title })
                }}
              />
              {save.isError && (
                <Alert color="red" p={6}>
                  {errorMessage(save.error)}
                </Alert>
              )}
              <Group gap={4}>
                <Button size="compact-xs" type="submit" disabled={!editing.title.trim()} loading={save.isPending}>
                  {t`Save`}
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                  {t`Cancel`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <ScrollArea.Autosize mah={520}>
          <NavLink label={t`All categories`} active={!selected} onClick={() => onSelect(undefined)} />
          {(tree.data ?? []).map(renderNode)}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  )
}
