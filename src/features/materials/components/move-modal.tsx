// Moves the selected materials to one category (or out of every category) in one call.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { MaterialCategoryRow } from '../../../contract/materials'
import { useUpdateMaterials } from '../api/material-changes'
import { categoryOptions } from './category-tree'

export function MoveModal(props: {
  ids: string[] | null
  categories: readonly MaterialCategoryRow[]
  onClose: () => void
  onMoved: () => void
}) {
  const { t } = useLingui()
  const [target, setTarget] = useState<string | null>(null)
  const update = useUpdateMaterials()
  if (!props.ids) return null
  const ids = props.ids
  return (
    <Modal opened onClose={props.onClose} title={t`Move to category`} centered>
      <Stack>
        <Text size="sm">
          <Trans>{ids.length} materials selected</Trans>
        </Text>
        <Select
          label={t`Category`}
          placeholder={t`Uncategorised`}
          data={categoryOptions(props.categories)}
          value={target}
          onChange={setTarget}
          clearable
          searchable
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { ids, categoryId: target },
                {
                  onSuccess: () => {
                    props.onMoved()
                    props.onClose()
                  },
                },
              )
            }
          >
            <Trans>Move</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
