// Putting the chosen keywords on goods — by goods numbers pasted from a spreadsheet, by product
// category (with its sub-categories), or both — or taking them off.
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { PickMany } from '../../../components/pick-many'
import type { ProductCategoryNode } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useCategories } from '../../../lookups/api/catalogue'
import { useAssignKeywords } from '../api/keywords'

const flatten = (nodes: ProductCategoryNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((node) => [
    { value: node.id, label: `${'— '.repeat(depth)}${node.title}` },
    ...flatten(node.children ?? [], depth + 1),
  ])

export function AssignKeywordsModal({ keywordIds, onClose }: { keywordIds: string[]; onClose: () => void }) {
  const { t } = useLingui()
  const assign = useAssignKeywords()
  const categories = useCategories()
  const [mode, setMode] = useState<'add' | 'remove'>('add')
  const [numbers, setNumbers] = useState('')
  const [categoryIds, setCategoryIds] = useState<string[]>([])
  const [key] = useState(() => crypto.randomUUID())
  const goodsNos = [
    ...new Set(
      numbers
        .split(/[\s,，;；]+/)
        .map((no) => no.trim())
        .filter(Boolean),
    ),
  ]
  const submit = () =>
    assign.mutate(
      { keywordIds, goodsNos, categoryIds, remove: mode === 'remove', key },
      {
        onSuccess: (answer) => {
          notifySuccess(
            mode === 'add' ? t`Keywords put on ${answer.goods} goods` : t`Keywords taken off ${answer.goods} goods`,
          )
          onClose()
        },
      },
    )
  return (
    <Modal opened onClose={onClose} title={t`Assign ${keywordIds.length} keywords to goods`} centered>
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'add' | 'remove')}
          data={[
            { value: 'add', label: t`Put on goods` },
            { value: 'remove', label: t`Take off goods` },
          ]}
        />
        <Textarea
          label={t`Goods numbers`}
          description={t`One per line, or separated by commas`}
          autosize
          minRows={3}
          maxRows={8}
          value={numbers}
          onChange={(event) => setNumbers(event.currentTarget.value)}
        />
        <PickMany
          label={t`Product categories`}
          description={t`Every goods of these categories and their sub-categories`}
          data={flatten(categories.data ?? [])}
          value={categoryIds}
          onChange={setCategoryIds}
          searchable
          clearable
        />
        {assign.isError && (
          <Text c="red" size="sm">
            {errorMessage(assign.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button onClick={submit} disabled={goodsNos.length + categoryIds.length === 0} loading={assign.isPending}>
            {t`Apply`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
