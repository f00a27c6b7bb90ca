// Choose a product model: category, then model (with a keyword search). The colour and side are
// chosen in the editor's toolbar once the model is there. The cards are plain elements
// (model-cards); the chooser is drawn in a modal from the workspace (model-chooser.tsx) and as the
// editor's first screen (model-chooser-page.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { Center, Group, Loader, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { lazy, Suspense, useState } from 'react'
import { categoryChoices } from '../../../contract/catalogue-paths'
import type { ProductRow } from '../../../contract/goods'
import { useCategories, useModels } from '../../../lookups/api/catalogue'
import { ModelCards } from './model-cards'

const CategorySelect = lazy(() => import('./category-select'))

export function ModelChooserPanel({ onChoose }: { onChoose: (model: ProductRow) => void }) {
  const { t } = useLingui()
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [keyword, setKeyword] = useState('')
  const [debounced] = useDebouncedValue(keyword, 300)
  const categories = useCategories()
  const models = useModels(categoryId, debounced.trim())
  const rows = (models.data?.data ?? []).filter((row) => row.sideCount > 0)
  const label = t`Category`
  const placeholder = t`All categories`
  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap">
        {/* Until the Select has loaded: the same field, read-only (nothing is chosen yet). */}
        <Suspense fallback={<TextInput label={label} placeholder={placeholder} readOnly w={260} />}>
          <CategorySelect
            label={label}
            placeholder={placeholder}
            data={categoryChoices(categories.data ?? [])}
            value={categoryId}
            onChange={setCategoryId}
          />
        </Suspense>
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
