// Offering goods to the plaza: pick one of your goods on sale (or come with one chosen, to edit its
// offer), then the offer form. The drawer's URL is ?offer=new|<goodsId>.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Image, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { useOfferCandidates, useOfferSource } from '../api/plaza'
import { OfferForm } from './offer-form'

export function OfferDrawer({ target, onClose }: { target: string | undefined; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <FormDrawer opened={Boolean(target)} title={t`Offer goods to the plaza`} size="lg" onClose={onClose}>
      {(form) => (
        <OfferBody
          initial={target === 'new' ? undefined : target}
          onDone={form.onDone}
          onDirty={() => form.onDirty(true)}
        />
      )}
    </FormDrawer>
  )
}

function OfferBody({ initial, onDone, onDirty }: { initial?: string; onDone: () => void; onDirty: () => void }) {
  const [goodsId, setGoodsId] = useState(initial)
  const source = useOfferSource(goodsId)
  if (!goodsId) return <GoodsPicker onPick={setGoodsId} />
  if (source.isPending) return <Loader />
  if (source.isError) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(source.error)}</Alert>
        <Button variant="default" onClick={() => setGoodsId(undefined)}>
          <Trans>Choose other goods</Trans>
        </Button>
      </Stack>
    )
  }
  return <OfferForm key={goodsId} source={source.data} onDone={onDone} onDirty={onDirty} />
}

function GoodsPicker({ onPick }: { onPick: (goodsId: string) => void }) {
  const { t, i18n } = useLingui()
  const [keyword, setKeyword] = useState('')
  const candidates = useOfferCandidates({ pageNo: 1, pageSize: 20, keyword: keyword.trim() || undefined }, true)
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>Choose one of your goods on sale. The accounts bound to yours will see it on their plaza.</Trans>
      </Text>
      <TextInput
        label={t`Goods title or number`}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
      />
      {candidates.isPending && <Loader size="sm" />}
      {candidates.isError && <Alert color="red">{errorMessage(candidates.error)}</Alert>}
      {candidates.data?.data.length === 0 && (
        <Text c="dimmed" size="sm">
          <Trans>No goods on sale match.</Trans>
        </Text>
      )}
      {candidates.data?.data.map((row) => (
        <UnstyledButton
          key={row.id}
          onClick={() => onPick(row.id)}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
        >
          <Group wrap="nowrap" gap="sm">
            {row.image && <Image src={row.image} alt="" w={48} h={48} fit="contain" />}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} lineClamp={1}>
                {row.title}
              </Text>
              <Text size="xs" c="dimmed">
                {row.goodsNo} · {formatMoney(row.minPrice, 'CNY', i18n.locale)}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  )
}
