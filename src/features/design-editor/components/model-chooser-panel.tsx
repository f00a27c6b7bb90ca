// Choose a product model: category, then model (with a keyword search). The colour and side are
// chosen in the editor's toolbar once the model is there. The cards are plain elements
// (model-cards); the chooser is drawn in a modal from the workspace (model-chooser.tsx) and as the
// editor's first screen (model-chooser-page.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Loader, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { categoryChoices } from '../../../contract/catalogue-paths'
import type { ProductRow } from '../../../contract/goods'
import { useCategories, useModels } from '../../../lookups/api/catalogue'
import { CategoryField } from './category-field'
import { ModelCards } from './model-cards'

export function ModelChooserPanel({ onChoose }: { onChoose: (model: ProductRow) => void }) {
  const { t } = useLingui()
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [keyword, setKeyword] = useState('')
  const [debounced] = useDebouncedValue(keyword, 300)
  const categories = useCategories()
  const models = useModels(categoryId, debounced.trim())
  const rows = (models.data?.data ?? []).filter((row) => row.sideCount > 0)
  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap">
        <CategoryField
          label={t`Category`}
          placeholder={t`All categories`}
          data={categoryChoices(categories.data ?? [])}
          value={categoryId}
          onChange={setCategoryId}
        />
        <TextInput
          label={t`Model`}
          placeholder={t`Name or code`}
          value={keyword}
          data-autofocus
          onChange={(event) => setKeyword(event.currentTarget.value)}
          w={220}
        />
      </Group>
      {models.isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>No product models with print areas match.</Trans>
        </Text>
      ) : (
        <ModelCards rows={rows} onChoose={onChoose} />
      )}
    </>
  )
}
