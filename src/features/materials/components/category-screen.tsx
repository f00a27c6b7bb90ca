// /material/category: the pattern category tree — add (at the root or under a node), rename,
// move under another parent, delete. A node with children (or holding materials) is refused by
// the server with its message (SPEC.md §5).
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { PageHeader } from '../../../components/list-page/page-header'
import {
  buildCategoryTree,
  type CategoryNode,
  categoryName,
  descendantIds,
  type MaterialCategoryRow,
  ROOT_CATEGORY_ID,
} from '../../../contract/materials'
import { notifySuccess } from '../../../lib/notify'
import { useRemoveCategory, useSaveCategory } from '../api/category-changes'
import { useCategoryList } from '../api/list-categories'
import { flattenTree } from './category-tree'

interface Editing {
  id?: string
  pid: string
  name: string
  version?: number
}

export function CategoryScreen(props: { canAdd: boolean; canEdit: boolean; canDelete: boolean }) {
  const { t } = useLingui()
  const categories = useCategoryList('tenant')
  const remove = useRemoveCategory()
  const [editing, setEditing] = useState<Editing | null>(null)
  const rows = categories.data ?? []

  const onDelete = async (node: CategoryNode) => {
    const ok = await confirm({
      title: t`Delete category`,
      message: t`Delete the category "${node.name}"?`,
      confirmLabel: t`Delete`,
      danger: true,
    })
    if (ok) remove.mutate(node.id, { onSuccess: () => notifySuccess(t`Category deleted`) })
  }

  const renderNodes = (nodes: CategoryNode[], depth: number) =>
    nodes.map((node) => (
      <Stack key={node.id} gap={4}>
        <Paper withBorder p="xs" ml={depth * 20} data-testid="category-node" aria-label={node.name}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {node.name}
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {node.materialCount}
              </Badge>
            </Group>
            <Group gap={4} wrap="nowrap">
              {props.canAdd && (
                <Tooltip label={t`Add a subcategory`}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t`Add under ${node.name}`}
                    onClick={() => setEditing({ pid: node.id, name: '' })}
                  >
                    <IconPlus size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {props.canEdit && (
                <Tooltip label={t`Rename or move`}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t`Edit ${node.name}`}
                    onClick={() => setEditing({ id: node.id, pid: node.pid, name: node.name, version: node.version })}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              {props.canDelete && (
                <Tooltip label={t`Delete`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t`Delete ${node.name}`}
                    onClick={() => onDelete(node)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        </Paper>
        {renderNodes(node.children, depth + 1)}
      </Stack>
    ))

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Pattern categories`}
        actions={
          props.canAdd && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ pid: ROOT_CATEGORY_ID, name: '' })}
            >
              <Trans>New category</Trans>
            </Button>
          )
        }
      />
      {categories.isError ? (
        <Alert color="red" title={t`The categories could not be loaded`}>
          <Button size="xs" variant="light" onClick={() => categories.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Alert>
      ) : categories.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>No categories yet</Trans>
        </Text>
      ) : (
        <Stack gap={4} maw={880}>
          {renderNodes(buildCategoryTree(rows), 0)}
        </Stack>
      )}
      <CategoryForm editing={editing} rows={rows} onClose={() => setEditing(null)} />
    </Stack>
  )
}

function CategoryForm({
  editing,
  rows,
  onClose,
}: {
  editing: Editing | null
  rows: MaterialCategoryRow[]
  onClose: () => void
}) {
  const { t } = useLingui()
  const save = useSaveCategory()
  const [name, setName] = useState('')
  const [pid, setPid] = useState(ROOT_CATEGORY_ID)
  const [shownFor, setShownFor] = useState<Editing | null>(null)
  if (editing !== shownFor) {
    setShownFor(editing)
    setName(editing?.name ?? '')
    setPid(editing?.pid ?? ROOT_CATEGORY_ID)
    save.reset()
  }
  if (!editing) return null
  // A node cannot go under itself or its own descendants.
  const blocked = new Set(editing.id ? descendantIds(rows, editing.id) : [])
  const parents = [
    { value: ROOT_CATEGORY_ID, label: t`(top level)` },
    ...flattenTree(rows)
      .filter((node) => !blocked.has(node.id))
      .map((node) => ({ value: node.id, label: `${'\u00a0\u00a0'.repeat(node.depth)}${node.name}` })),
  ]
  const nameError = name && !categoryName.safeParse(name).success ? t`Enter a name of 1 to 40 characters` : null
  return (
    <Modal opened onClose={onClose} title={editing.id ? t`Edit category` : t`New category`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate({ id: editing.id, pid, name, version: editing.version }, { onSuccess: onClose })
        }}
      >
        <Stack>
          <TextInput
            label={t`Name`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
            data-autofocus
          />
          <Select
            label={t`Parent`}
            data={parents}
            value={pid}
            onChange={(value) => setPid(value ?? ROOT_CATEGORY_ID)}
            allowDeselect={false}
            searchable
          />
          {save.error && <Alert color="red">{save.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!name.trim() || nameError !== null}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
