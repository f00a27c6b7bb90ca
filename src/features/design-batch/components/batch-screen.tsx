// /dis/batch/: many library pictures × many product models (chosen one by one, or a whole
// category) with one placement rule. The preview grid judges every pair before anything runs;
// the background job then makes designs, print files, mockups and goods, with progress and a
// reason for every skipped pair.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { PickMany } from '../../../components/pick-many'
import { BATCH_MAX_MATERIALS, BATCH_MAX_MODELS, type PlacementRule } from '../../../contract/design-batch'
import { categoryChoices } from '../../../contract/goods'
import type { MaterialRow } from '../../../contract/materials'
import { errorMessage } from '../../../lib/error-message'
import {
  useBatchItems,
  useCategories,
  useCategoryModels,
  useJob,
  useModelSides,
  useModels,
  usePictures,
  useShops,
  useStartBatch,
} from '../api'
import { BatchPreview } from './batch-preview'
import { BatchProgress } from './batch-progress'
import { PlacementControls } from './placement-controls'

/** Placeholders the job fills in (not translated). */
const TITLE_TOKENS = '{material}, {model}'
type Scope = 'models' | 'category'

export function BatchScreen({
  jobId,
  onJob,
  renderThumb,
}: {
  /** The started job (kept in the URL by the route). */
  jobId: string | null
  onJob: (id: string) => void
  renderThumb: (material: MaterialRow) => ReactNode
}) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const pictures = usePictures(keyword.trim())
  const models = useModels()
  const shops = useShops()
  const categories = useCategories()
  const [picked, setPicked] = useState<MaterialRow[]>([])
  const [scope, setScope] = useState<Scope>('models')
  const [modelIds, setModelIds] = useState<string[]>([])
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const categoryModels = useCategoryModels(scope === 'category' ? categoryId : null)
  const [shopId, setShopId] = useState<string | null>(null)
  const [title, setTitle] = useState('{material} · {model}')
  const [rule, setRule] = useState<PlacementRule>({ mode: 'fit', anchor: 'center', margin: 10, sides: 'first' })
  const start = useStartBatch()
  const job = useJob(jobId)
  const items = useBatchItems(jobId, job.data)
  const modelRows = (models.data?.data ?? []).filter((row) => row.sideCount > 0)
  // The models the batch runs on: the chosen ones, or every model of the category (the server
  // reads the category again when it starts, so a model added meanwhile is not missed).
  const inCategory = categoryModels.data?.data ?? []
  const categoryTotal = categoryModels.data?.totalCount ?? 0
  const tooLarge = scope === 'category' && categoryTotal > BATCH_MAX_MODELS
  const chosenModels =
    scope === 'category' ? (tooLarge ? [] : inCategory) : modelRows.filter((row) => modelIds.includes(row.id))
  const sides = useModelSides(chosenModels.filter((row) => row.sideCount > 0).map((row) => row.id))
  const running = Boolean(jobId && job.data && (job.data.state === 'queued' || job.data.state === 'running'))
  const ready = picked.length > 0 && chosenModels.length > 0 && Boolean(shopId) && Boolean(title.trim())

  const toggle = (material: MaterialRow) =>
    setPicked((current) =>
      current.some((one) => one.id === material.id)
        ? current.filter((one) => one.id !== material.id)
        : current.length < BATCH_MAX_MATERIALS
          ? [...current, material]
          : current,
    )

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={2}>{t`Batch design`}</Title>
        <Card withBorder>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={4}>{t`1. Pictures (${picked.length} chosen)`}</Title>
              <TextInput
                placeholder={t`Search pictures`}
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 6, lg: 8 }} spacing="xs">
              {(pictures.data?.data ?? []).map((material) => {
                const on = picked.some((one) => one.id === material.id)
                return (
                  <Card
                    key={material.id}
                    withBorder
                    padding={4}
                    style={{ outline: on ? '2px solid var(--mantine-primary-color-filled)' : undefined }}
                  >
                    <Checkbox
                      size="xs"
                      checked={on}
                      onChange={() => toggle(material)}
                      label={material.name}
                      styles={{ label: { fontSize: 11, wordBreak: 'break-all' } }}
                    />
                    <UnstyledButton onClick={() => toggle(material)} aria-label={material.name} w="100%">
                      {renderThumb(material)}
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {material.width}×{material.height}
                    </Text>
                  </Card>
                )
              })}
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={4}>{t`2. Product models and placement`}</Title>
            <SegmentedControl
              value={scope}
              onChange={(value) => setScope(value as Scope)}
              data={[
                { value: 'models', label: t`Choose models` },
                { value: 'category', label: t`A whole category` },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {scope === 'models' ? (
              <PickMany
                label={t`Product models`}
                data={modelRows.map((row) => ({ value: row.id, label: `${row.title} · ${row.categoryTitle}` }))}
                value={modelIds}
                onChange={(value) => setModelIds(value.slice(0, BATCH_MAX_MODELS))}
                searchable
              />
            ) : (
              <Stack gap={4}>
                <Select
                  label={t`Category`}
                  placeholder={t`Choose a category`}
                  data={categoryChoices(categories.data ?? [])}
                  value={categoryId}
                  onChange={setCategoryId}
                  searchable
                  maw={420}
                />
                {categoryId && categoryModels.data && (
                  <Text size="sm" c={tooLarge || categoryTotal === 0 ? 'red' : 'dimmed'} data-testid="category-models">
                    {categoryTotal === 0
                      ? t`This category has no product models.`
                      : tooLarge
                        ? t`This category has more than ${BATCH_MAX_MODELS} product models; a batch takes at most ${BATCH_MAX_MODELS}: choose a smaller category or the models.`
                        : t`Every model in this category and the ones under it: ${inCategory.map((row) => row.title).join(', ')}`}
                  </Text>
                )}
              </Stack>
            )}
            <PlacementControls rule={rule} onChange={setRule} />
            <Group gap="md" wrap="wrap" align="flex-end">
              <Select
                label={t`Shop`}
                data={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
                value={shopId}
                onChange={setShopId}
                w={240}
              />
              <TextInput
                label={t`Title (${TITLE_TOKENS})`}
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                w={260}
              />
            </Group>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={4}>{t`3. Preview (${picked.length * chosenModels.length} pairs)`}</Title>
            <BatchPreview pictures={picked} models={chosenModels} sides={sides} rule={rule} />
            {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
            <Group>
              <Button
                disabled={!ready || running}
                loading={start.isPending}
                onClick={() =>
                  shopId &&
                  start.mutate(
                    {
                      materialIds: picked.map((one) => one.id),
                      ...(scope === 'category' && categoryId
                        ? { categoryId }
                        : { productIds: chosenModels.map((row) => row.id) }),
                      shopId,
                      rule,
                      title: title.trim(),
                    },
                    { onSuccess: (view) => onJob(view.id) },
                  )
                }
              >
                <Trans>Start batch</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
        {jobId && job.data && <BatchProgress job={job.data} items={items.data ?? []} />}
      </Stack>
    </Container>
  )
}
