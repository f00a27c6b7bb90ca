// /dis/batch/: many library pictures × many product models with one placement rule. The preview
// grid judges every pair before anything runs (the DPI it would print at, skipped under the
// floor); the background job then makes designs, print files, mockups and goods, with progress
// and a reason for every skipped pair.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { type ReactNode, useState } from 'react'
import {
  BATCH_MAX_MATERIALS,
  BATCH_MAX_MODELS,
  type BatchItemRow,
  type PlacementRule,
  placeByRule,
} from '../../../contract/design-batch'
import { DPI_REFUSE } from '../../../contract/designs'
import type { MaterialRow } from '../../../contract/materials'
import { errorMessage } from '../../../lib/error-message'
import { useBatchItems, useJob, useModelSides, useModels, usePictures, useShops, useStartBatch } from '../api'

/** Placeholders the job fills in (not translated). */
const TITLE_TOKENS = '{material}, {model}'

export function BatchScreen({ renderThumb }: { renderThumb: (material: MaterialRow) => ReactNode }) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const pictures = usePictures(keyword.trim())
  const models = useModels()
  const shops = useShops()
  const [picked, setPicked] = useState<MaterialRow[]>([])
  const [modelIds, setModelIds] = useState<string[]>([])
  const [shopId, setShopId] = useState<string | null>(null)
  const [title, setTitle] = useState('{material} · {model}')
  const [rule, setRule] = useState<PlacementRule>({ mode: 'fit', anchor: 'center', margin: 10, sides: 'first' })
  const sides = useModelSides(modelIds)
  const start = useStartBatch()
  const [jobId, setJobId] = useState<string | null>(null)
  const job = useJob(jobId)
  const items = useBatchItems(jobId, job.data)
  const modelRows = (models.data?.data ?? []).filter((row) => row.sideCount > 0)
  const titleOf = (id: string) => modelRows.find((row) => row.id === id)?.title ?? id

  const toggle = (material: MaterialRow) =>
    setPicked((current) =>
      current.some((one) => one.id === material.id)
        ? current.filter((one) => one.id !== material.id)
        : current.length < BATCH_MAX_MATERIALS
          ? [...current, material]
          : current,
    )
  const pairs = picked.flatMap((material) => modelIds.map((modelId) => ({ material, modelId })))
  const skipReason = (item: BatchItemRow) => {
    switch (item.reason) {
      case 'dpi':
        return t`Too small for the ${DPI_REFUSE} DPI floor at that print size (${item.dpi ?? 0} DPI)`
      case 'no-sides':
        return t`The model has no print area`
      case 'missing':
        return t`The picture or model no longer exists`
      default:
        return t`The print file could not be made`
    }
  }

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
            <MultiSelect
              label={t`Product models`}
              data={modelRows.map((row) => ({ value: row.id, label: `${row.title} · ${row.categoryTitle}` }))}
              value={modelIds}
              onChange={(value) => setModelIds(value.slice(0, BATCH_MAX_MODELS))}
              searchable
            />
            <Group gap="md" wrap="wrap" align="flex-end">
              <SegmentedControl
                value={rule.mode}
                onChange={(mode) => setRule({ ...rule, mode: mode as PlacementRule['mode'] })}
                data={[
                  { value: 'fit', label: t`Fit inside` },
                  { value: 'fill', label: t`Fill the area` },
                ]}
              />
              <SegmentedControl
                value={rule.anchor}
                onChange={(anchor) => setRule({ ...rule, anchor: anchor as PlacementRule['anchor'] })}
                data={[
                  { value: 'top', label: t`Top` },
                  { value: 'center', label: t`Middle` },
                  { value: 'bottom', label: t`Bottom` },
                ]}
              />
              <SegmentedControl
                value={rule.sides}
                onChange={(value) => setRule({ ...rule, sides: value as PlacementRule['sides'] })}
                data={[
                  { value: 'first', label: t`First side` },
                  { value: 'all', label: t`Every side` },
                ]}
              />
              <NumberInput
                label={t`Margin`}
                suffix=" mm"
                min={0}
                max={100}
                w={110}
                value={rule.margin}
                onChange={(value) => typeof value === 'number' && setRule({ ...rule, margin: value })}
              />
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
            <Title order={4}>{t`3. Preview (${pairs.length} pairs)`}</Title>
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" data-testid="batch-preview">
              {pairs.map(({ material, modelId }) => {
                const side = sides.get(modelId)?.[0]
                const placed = side ? placeByRule(material, side, rule) : null
                const color = !placed
                  ? 'gray'
                  : placed.level === 'refused'
                    ? 'red'
                    : placed.level === 'low'
                      ? 'orange'
                      : 'teal'
                return (
                  <Card key={`${material.id}-${modelId}`} withBorder padding={6}>
                    <Text size="xs" truncate>
                      {material.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {titleOf(modelId)}
                    </Text>
                    <Badge color={color} variant="light" size="sm" style={{ textTransform: 'none' }}>
                      {placed ? (placed.level === 'refused' ? t`Skip: ${placed.dpi} DPI` : t`${placed.dpi} DPI`) : '…'}
                    </Badge>
                  </Card>
                )
              })}
            </SimpleGrid>
            {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
            <Group>
              <Button
                disabled={
                  pairs.length === 0 ||
                  !shopId ||
                  !title.trim() ||
                  Boolean(jobId && job.data && (job.data.state === 'queued' || job.data.state === 'running'))
                }
                loading={start.isPending}
                onClick={() =>
                  shopId &&
                  start.mutate(
                    {
                      materialIds: picked.map((one) => one.id),
                      productIds: modelIds,
                      shopId,
                      rule,
                      title: title.trim(),
                    },
                    { onSuccess: (view) => setJobId(view.id) },
                  )
                }
              >
                <Trans>Start batch</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
        {jobId && job.data && (
          <Card withBorder data-testid="batch-progress">
            <Stack gap="sm">
              <Title order={4}>{t`Progress`}</Title>
              <Progress value={job.data.percent ?? 0} animated={job.data.state === 'running'} />
              <Text size="sm">
                {t`${job.data.processed} of ${job.data.total} pairs · ${job.data.counts.made ?? 0} made · ${job.data.counts.skipped ?? 0} skipped`}
              </Text>
              {job.data.error && <Alert color="red">{job.data.error}</Alert>}
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Picture`}</Table.Th>
                    <Table.Th>{t`Model`}</Table.Th>
                    <Table.Th>{t`Result`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(items.data ?? []).map((item) => (
                    <Table.Tr key={item.seq}>
                      <Table.Td>{item.materialName}</Table.Td>
                      <Table.Td>{item.productTitle}</Table.Td>
                      <Table.Td>
                        {item.outcome === 'made' ? (
                          <Group gap="xs">
                            {item.mockup && <Image src={item.mockup} alt={t`Mockup`} w={48} h={48} fit="contain" />}
                            <Badge color="teal" variant="light">{t`Goods made`}</Badge>
                          </Group>
                        ) : (
                          <Text size="sm" c="orange.8">
                            {skipReason(item)}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  )
}
