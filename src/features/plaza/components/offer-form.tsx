// The offer form for one goods: which variants are offered at which plaza price, and which of its
// pictures show on the plaza. Opens with the current offer's prices, or the goods' own prices.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useState } from 'react'
import { PLAZA_MAX_IMAGES, type PlazaSource } from '../../../contract/plaza'
import { errorMessage } from '../../../lib/error-message'
import { majorToMinor, minorToMajor } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { usePublishOffer } from '../api/plaza'
import { useColourLabel } from '../colour-label'

interface Line {
  on: boolean
  price: string | number
}

function initialLines(source: PlazaSource): Record<string, Line> {
  const offered = new Map(source.offer?.variants.map((variant) => [variant.specId, variant.price]))
  return Object.fromEntries(
    source.variants.map((variant) => [
      variant.specId,
      {
        on: source.offer ? offered.has(variant.specId) : true,
        price: minorToMajor(offered.get(variant.specId) ?? variant.price, 'CNY'),
      },
    ]),
  )
}

export function OfferForm({
  source,
  onDone,
  onDirty,
}: {
  source: PlazaSource
  onDone: () => void
  onDirty: () => void
}) {
  const { t } = useLingui()
  const colourLabel = useColourLabel()
  const [lines, setLines] = useState(() => initialLines(source))
  const [images, setImages] = useState<string[]>(() => source.offer?.images ?? source.images.slice(0, PLAZA_MAX_IMAGES))
  const [all, setAll] = useState<string | number>('')
  const [key] = useState(() => crypto.randomUUID())
  const publish = usePublishOffer()
  const change = (next: Record<string, Line>) => {
    setLines(next)
    onDirty()
  }
  const chosen = source.variants.filter((variant) => lines[variant.specId]?.on)
  const priced = chosen.map((variant) => ({
    specId: variant.specId,
    price: majorToMinor(lines[variant.specId]!.price, 'CNY'),
  }))
  const badPrice = priced.some((entry) => entry.price === null || entry.price < 1)
  const toggleImage = (url: string) => {
    setImages((current) => (current.includes(url) ? current.filter((one) => one !== url) : [...current, url]))
    onDirty()
  }
  const submit = () =>
    publish.mutate(
      {
        key,
        input: {
          goodsId: source.goodsId,
          specPrices: priced.map((entry) => ({ specId: entry.specId, price: entry.price! })),
          images,
          version: source.offer?.version,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t`Offered to the plaza: the accounts bound to yours see it now`)
          onDone()
        },
      },
    )
  return (
    <Stack gap="md">
      <Text fw={600}>{source.title}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          <Trans>Pictures on the plaza (the first is the cover)</Trans>
        </Text>
        <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
          {source.images.map((url, index) => {
            const position = images.indexOf(url)
            return (
              <UnstyledButton
                key={url}
                onClick={() => toggleImage(url)}
                aria-pressed={position >= 0}
                aria-label={t`Picture ${index + 1}`}
                style={{
                  border: `2px solid var(--mantine-color-${position >= 0 ? 'orange-6' : 'gray-3'})`,
                  borderRadius: 6,
                  position: 'relative',
                }}
              >
                <Image src={url} alt="" h={64} fit="contain" />
                {position >= 0 && (
                  <Text size="xs" fw={700} c="orange.8" style={{ position: 'absolute', top: 2, left: 6 }}>
                    {position + 1}
                  </Text>
                )}
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      </Stack>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput
          label={t`Same plaza price for every variant (¥)`}
          value={all}
          onChange={setAll}
          min={0.01}
          decimalScale={2}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={majorToMinor(all, 'CNY') === null}
          onClick={() =>
            change(Object.fromEntries(Object.entries(lines).map(([id, line]) => [id, { ...line, price: all }])))
          }
        >
          <Trans>Apply</Trans>
        </Button>
      </Group>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t`Offer every variant`}
                checked={chosen.length === source.variants.length}
                indeterminate={chosen.length > 0 && chosen.length < source.variants.length}
                onChange={(event) =>
                  change(
                    Object.fromEntries(
                      Object.entries(lines).map(([id, line]) => [id, { ...line, on: event.currentTarget.checked }]),
                    ),
                  )
                }
              />
            </Table.Th>
            <Table.Th>
              <Trans>Variant</Trans>
            </Table.Th>
            <Table.Th w={130}>
              <Trans>Plaza price (¥)</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {source.variants.map((variant) => {
            const line = lines[variant.specId]!
            const label = `${colourLabel(variant.color)} / ${variant.size}`
            return (
              <Table.Tr key={variant.specId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t`Offer ${label}`}
                    checked={line.on}
                    onChange={(event) =>
                      change({ ...lines, [variant.specId]: { ...line, on: event.currentTarget.checked } })
                    }
                  />
                </Table.Td>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t`Plaza price of ${label}`}
                    size="xs"
                    value={line.price}
                    min={0.01}
                    decimalScale={2}
                    disabled={!line.on}
                    onChange={(price) => change({ ...lines, [variant.specId]: { ...line, price } })}
                  />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {chosen.length === 0 && (
        <Alert color="yellow">
          <Trans>Choose at least one variant.</Trans>
        </Alert>
      )}
      {images.length === 0 && (
        <Alert color="yellow">
          <Trans>Choose at least one picture.</Trans>
        </Alert>
      )}
      {publish.isError && <Alert color="red">{errorMessage(publish.error)}</Alert>}
      <Group justify="flex-end">
        <Button
          onClick={submit}
          loading={publish.isPending}
          disabled={chosen.length === 0 || images.length === 0 || badPrice}
        >
          {source.offer ? <Trans>Save the offer</Trans> : <Trans>Offer to the plaza</Trans>}
        </Button>
      </Group>
    </Stack>
  )
}
